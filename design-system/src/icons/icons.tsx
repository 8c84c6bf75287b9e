import type { ReactNode, SVGProps } from 'react';

/**
 * Decorative line icons drawn here (no icon font, no external images). They are always hidden
 * from assistive technology: the control that shows one carries the accessible name.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

function make(name: string, paths: ReactNode) {
  function Icon({ size = '1.25em', ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const CloseIcon = /* @__PURE__ */ make('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);
export const MenuIcon = /* @__PURE__ */ make('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);
export const ChevronLeftIcon = /* @__PURE__ */ make('ChevronLeftIcon', <path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = /* @__PURE__ */ make('ChevronRightIcon', <path d="M9 6l6 6-6 6" />);
export const ChevronDownIcon = /* @__PURE__ */ make('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);
export const ChevronUpIcon = /* @__PURE__ */ make('ChevronUpIcon', <path d="M6 15l6-6 6 6" />);
export const ArrowUpIcon = /* @__PURE__ */ make('ArrowUpIcon', <path d="M12 19V5M6 11l6-6 6 6" />);
export const CheckIcon = /* @__PURE__ */ make('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const CalendarIcon = /* @__PURE__ */ make(
  'CalendarIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const UploadIcon = /* @__PURE__ */ make(
  'UploadIcon',
  <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3" />,
);
export const FileIcon = /* @__PURE__ */ make(
  'FileIcon',
  <path d="M14 3H6a1 1 0 00-1 1v16a1 1 0 001 1h12a1 1 0 001-1V8zM14 3v5h5" />,
);
export const InfoIcon = /* @__PURE__ */ make(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);
export const WarningIcon = /* @__PURE__ */ make(
  'WarningIcon',
  <path d="M12 3l10 18H2zM12 10v5M12 18v.5" />,
);
export const ErrorIcon = /* @__PURE__ */ make(
  'ErrorIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const SuccessIcon = /* @__PURE__ */ make(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </>,
);
export const PersonIcon = /* @__PURE__ */ make(
  'PersonIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4.5 4.5-6.5 8-6.5s7 2 8 6.5" />
  </>,
);
export const ChatIcon = /* @__PURE__ */ make('ChatIcon', <path d="M4 5h16v11H9l-5 4z" />);
export const SearchIcon = /* @__PURE__ */ make(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);
export const GoodIcon = /* @__PURE__ */ make(
  'GoodIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 14c1 1.8 2.4 2.7 4 2.7s3-.9 4-2.7M9 9.5v.5M15 9.5v.5" />
  </>,
);
export const BadIcon = /* @__PURE__ */ make(
  'BadIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 16.5c1-1.8 2.4-2.7 4-2.7s3 .9 4 2.7M9 9.5v.5M15 9.5v.5" />
  </>,
);
export const DotsIcon = /* @__PURE__ */ make(
  'DotsIcon',
  <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />,
);
