/**
 * spec 1, 9: a copy of one's data asked from the company is free once a year, then this fee; the
 * portal's own export (My details, after a strong login) is free at any time.
 */
export const ACCESS_REQUEST_FEE_CENTS = 2000;
