/**
 * Generated from openapi/portal-api.yaml by openapi/scripts/generate.mjs. Do not edit:
 * change the contract and run `npm run gen:api`.
 */

export interface paths {
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description Logs in with one of the login types (spec sections 4 and 7). The body is chosen by
         *     `LoginType`:
         *
         *     - 2, case number (`Username`) plus online ID (`Password`) from a letter: weak login,
         *       one case.
         *     - 4, `Token` from a link in an e-mail or SMS (route `/login/token/{token}`).
         *     - 3, `Identifier`: a personal identity code or a business ID. Only accepted with the
         *       current session (a weak login of the same debtor); it widens the session to the
         *       overall view. Without a session: 401.
         *     - 0, strong authentication return (`code`, `state`, `session_state`, `redirectTo`,
         *       `error_description`) after `POST /api/authentication/urlLogin`.
         *     - 6, re-authentication while signed in (same fields as 0, after
         *       `POST /api/authentication/url`); requires the current session.
         *
         *     A refused login is answered with HTTP 200, `status: 1` and a `LoginErrorCode`. Unknown
         *     case numbers and wrong online IDs answer identically (code 0). **Designed:** code 5 is
         *     answered while a case number is locked after too many wrong online IDs (at most 10 per
         *     hour); the right online ID is refused during the lock. Many attempts from one client
         *     address answer 429. Online IDs are never logged.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extend the session
         * @description Extends the current session to 30 minutes from now, never past 12 hours from its login
         *     (the portal calls it when less than 25 minutes remain and the debtor has done something
         *     since, or when the debtor answers "continue" in the expiry warning). Body `{}`. The
         *     cookie stays the same; nothing else extends a session.
         */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description **Designed** (the spec's logout is client side only). Ends the session: its cookie
         *     answers 401 from now on. The answer deletes the cookie and carries
         *     `Clear-Site-Data: "cache"`. Body `{}` or none. The portal then clears its storage and
         *     goes to `/`.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current session
         * @description **Designed.** Whether this browser holds a live session, of which login type, and how
         *     long it has left; reading it never extends it (the expiry warning asks before it shows,
         *     because another tab may have extended the session). Signed out, `signedIn` is false and
         *     the other fields null; an ended session's cookie is deleted. A page the server sends
         *     carries the same answer in a JSON script block with the id `portal-session`, so
         *     the portal calls this only where no server sent its page (the development server).
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authentication/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Strong-authentication address for re-authentication
         * @description Returns the identity provider's address for strong authentication while signed in (login
         *     type 6: the overall view, where the identity code must match the debtor). The browser
         *     goes there; the provider returns to `/login/verify`, and the portal calls
         *     `POST /api/authentication/confirm`. **Designed body** (the spec shows none):
         *     `{ redirectTo, Lang }`; answer `{ url }`. The server creates `state`, `nonce` and a PKCE
         *     verifier, keeps them server side for 10 minutes and for one use only, and binds them to
         *     the current session when there is one.
         */
        post: operations["getAuthenticationUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authentication/urlLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Strong-authentication address for login
         * @description Returns the identity provider's address for strong login from the login page (login
         *     type 0). **Designed body** (the spec shows none): `{ redirectTo, Lang }`; answer
         *     `{ url }`. `state`, `nonce` and the PKCE verifier are kept server side for 10 minutes
         *     and one use.
         */
        post: operations["getLoginAuthenticationUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authentication/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a strong authentication
         * @description Sent from `/login/verify` with the provider's return parameters. `LoginType` 0 completes
         *     a strong login (signed out); 6 completes a re-authentication and requires the current
         *     session (without it 401). A replayed callback, an unknown or reused `state`, or a wrong
         *     `nonce`, issuer or audience is refused. A failure is answered with `status: 1` and
         *     `ErrorCode` `Cancel` (the user cancelled, or the provider returned `error_description`)
         *     or `NoDebts` (the identity has no debtor or no open debts); the spec calls these the
         *     failure data. On success the answer sets the new session's cookie.
         */
        post: operations["confirmAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debtor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Debtor, debts, plans and summary
         * @description Everything the signed-in debtor sees: `responseObject{debtor, debts, paymentPlans,
         *     summary, bankAccounts, reconciliation}`. A weak login returns its single case; a strong
         *     login (or the overall view) returns all cases.
         */
        get: operations["getDebtor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debtor/add/{contactType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a phone number or an e-mail address
         * @description Body `{ContactType, Text, Allow}`; `ContactType` must equal the path's `contactType`
         *     (otherwise 400). For a phone, `Text` is the number without +358 and without the leading
         *     zero (1-12 digits); for an e-mail, a valid address of at most 50 characters. `Allow`
         *     sets SMS or e-mail permission for the new entry (the portal sends true). Refused (403)
         *     when the debtor's personal or contact information is hidden.
         */
        post: operations["addContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debtor/contactQueried": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the missing-contact question was asked
         * @description **Designed** (spec 4): no body. Records the present time as the debtor's
         *     `contactInformation.lastQueried`, so the missing-contact question is asked at most once a
         *     month per debtor, whichever login or device asks. `responseObject` is true.
         */
        post: operations["markContactQueried"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debtor/allow/{contactType}/{allow}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Allow or forbid SMS or e-mail contact
         * @description Sets `isSMSAllowed` (`phone`) or `isEmailAllowed` (`email`) of the debtor's contact
         *     information. No body. Companies have no e-mail-allowed choice (403 for `email`).
         */
        post: operations["setContactAllowed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debtor/updateIban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a bank account for an overpayment refund
         * @description Body `{iban, bic}`: a Finnish IBAN of 18 characters without spaces (mod-97 checked by the
         *     server as well) and the BIC the portal derived from the bank code. A refund charge of
         *     5 euros is shown to the debtor. Success: `status` 0 and `responseObject` true; failure:
         *     `status` 1 with `ErrorCode` (the portal shows `validIbanMsg` for an invalid IBAN).
         *     **Designed:** money goes to this account, so only a session that identified the debtor
         *     with online banking (login type 0 or 6) may set it (OWASP ASVS 7.5.1); a case-number,
         *     token or business-ID session answers 403 with `ErrorCode` `error.refund.identify`, and
         *     the portal asks the debtor to identify first.
         */
        post: operations["updateIban"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debtor/dataExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything held about the debtor (JSON)
         * @description **Designed:** the personal-data export of GDPR Article 15, free and at once:
         *     `responseObject` holds every record the service keeps about the signed-in debtor
         *     (identity, addresses, contact details and consents, bank accounts, debts with bills,
         *     payments and actions, payment plans with installments, payments started in the
         *     portal, settlement, requests with their attachments listed by name, type and size,
         *     feedback, cookie consents, the reminder choice and the reminders sent, consents to
         *     electronic payment demands, sessions and login attempts). Money in euros, dates ISO.
         *     Secrets (online ID and token hashes) and attachment contents are not included.
         *     Only after a strong login (login type 0 or 6): a case-number or token login answers 403
         *     with `ErrorCode` `error.dataExport.1`.
         */
        get: operations["getDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debtor/dataExport/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything held about the debtor (PDF)
         * @description **Designed:** the data of `GET /api/debtor/dataExport` as a readable PDF in the given
         *     locale, with a table of contents (also as the PDF's outline). The file name is the
         *     translated label, an underscore and the debtor number (for example
         *     `Omat_tiedot_2.pdf`). Only after a strong login: otherwise 403 with `ErrorCode`
         *     `error.dataExport.1`.
         */
        get: operations["getDataExportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debtor/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The debtor's installment and due-date reminder choice
         * @description **Designed:** reminders before each installment (or the due date of a debt without an
         *     active plan) by e-mail and/or SMS, 1, 3 or 7 days before, in the language stored with
         *     the choice. `responseObject` says the choice (both channels false and `daysBefore`
         *     null when none is made) and the e-mail address and phone number reminders would go to
         *     (the debtor's first ones; null when the debtor has none).
         */
        get: operations["getReminderSettings"];
        put?: never;
        /**
         * Choose installment and due-date reminders
         * @description **Designed:** body `{byEmail, bySms, daysBefore, language}`; both channels false removes
         *     the choice. The server sends each reminder once per installment (or debt due date) and
         *     channel, from `daysBefore` days before the due date until the due date. `status` 1 with
         *     `ErrorCode` `error.reminders.1` when e-mail is chosen and the debtor has no e-mail
         *     address, `error.reminders.2` when SMS is chosen and there is no phone number.
         */
        post: operations["saveReminderSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debtor/paymentDemandConsent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The consent to receive payment demands electronically
         * @description **Designed:** the debtor's latest consent (Debt Collection Act 5 a as amended by
         *     299/2022, in force 1 May 2022) and its state on today's date (Finnish time): `none`,
         *     `valid` (until `validUntil`), `withdrawn` (on `withdrawnAt`) or `expired`. Case numbers
         *     are limited to the session's scope (a case-number login sees its own case only).
         */
        get: operations["getPaymentDemandConsent"];
        put?: never;
        /**
         * Give consent to receive payment demands electronically
         * @description **Designed:** body `{channel}`: `email` (the debtor's first e-mail address) or `sms`
         *     (the first phone number). The consent names the collector (the payee, Perintä Oy), the
         *     open debts in the session's scope by case number, when it was given and by whom (the
         *     debtor and the session's login type, through the portal); it holds until the day before
         *     the same date 12 months later and replaces an earlier one. `status` 1 with `ErrorCode`
         *     `error.paymentDemandConsent.1` when the debtor has no such address,
         *     `error.paymentDemandConsent.2` when no open debt is in the session's scope.
         */
        post: operations["givePaymentDemandConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debtor/paymentDemandConsent/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw the consent to receive payment demands electronically
         * @description **Designed:** withdraws the valid consent at once (no body); `responseObject` is the
         *     consent, state `withdrawn`. `status` 1 with `ErrorCode` `error.paymentDemandConsent.3`
         *     when there is no valid consent.
         */
        post: operations["withdrawPaymentDemandConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Announcements for the banner
         * @description Returns the list of current announcements as a bare array (the spec shows no envelope).
         *     `text` is HTML; the portal sanitizes it (no form, input, button, textarea, select or
         *     style survives).
         */
        get: operations["getAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Frequently asked questions
         * @description Returns every FAQ item in every language as a bare array (the spec shows no envelope);
         *     the portal caches it after the first load and filters by `langCode`. `answer` is HTML
         *     and is sanitized by the portal.
         */
        get: operations["getFaq"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments awaiting confirmation
         * @description Polled every 15 seconds while a payment is pending. **Designed `responseObject`** (the
         *     spec names none): `{ pending, debtNrs, amounts, paymentType }`.
         */
        get: operations["getPendingPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment methods of the bank selection, from the payment provider
         * @description **Designed**: the bank selection's payment providers (spec: id, name, logo) as the
         *     payment provider (Paytrail's `GET /merchants/grouped-payment-providers`) lists and groups
         *     them, names of groups in `Language`. `status` 1 with `ErrorCode`
         *     `payment.providerUnavailable` when the provider gives no valid list.
         */
        get: operations["getPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm a payment return
         * @description Called from `/payment/verify` with the query parameters the payment provider appended to
         *     the return address, unchanged. **Designed** in the style of Paytrail: `signature` is the
         *     lower-case hex HMAC-SHA256, keyed with the merchant secret, over the `checkout-*`
         *     parameters sorted by name, each written `name:value` and joined with `\n`, followed by
         *     `\n` and the empty body. A return with a changed, missing or garbled signature, or for a
         *     `checkout-stamp` this debtor never started, is refused (400 or 404). The same valid
         *     return twice (or many times at once) is applied exactly once and answers the same.
         *     `responseObject.status` is true when the payment went through or is pending
         *     confirmation (`checkout-status` ok or pending), false when it was cancelled or failed.
         *
         *     The return and the provider's callback (`/api/payments/callback`) share one booking:
         *     whichever arrives first books the payment, the other changes nothing. Callable signed
         *     out: when the debtor's session ended while she was at the bank, the signed parameters
         *     alone book the payment of their own `checkout-stamp`, and the answer says only whether it
         *     went through (nothing about the debt). Signed in, the stamp must be one this debtor
         *     started (404 otherwise).
         */
        get: operations["confirmPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment provider's callback (server to server)
         * @description **Designed** in the style of Paytrail's `callbackUrls`: the provider calls this address
         *     server to server for every paid (`success`) and cancelled (`cancel`) payment, whatever
         *     the debtor's browser does, with the same signed parameters as the browser's return, and
         *     retries while it does not get a 2xx answer. Verified by the same rules as the return
         *     (account, algorithm, amount, stamp, reference, transaction id, status, provider,
         *     signature); whichever of return and callback arrives first books the payment and the
         *     other is a no-op, also when many arrive at once. Anything else is refused with 400 and
         *     no detail (the reason goes to the server log). No session: the signature is the
         *     authentication.
         */
        get: operations["paymentCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signing service's callback (server to server)
         * @description **Designed** in the style of e-signing services' webhooks: after the signer signs or
         *     cancels a settlement signature or a court decision's identification, the service calls
         *     this address server to server, whatever the debtor's browser or session does, and
         *     retries while it does not get a 2xx answer. `signature` is the lower-case hex
         *     HMAC-SHA256, keyed with the secret shared with the service, over `requestId`, `taskId`,
         *     `outcome` and `timestamp` joined with `\n`; `timestamp` is when the service signed this
         *     attempt. The signature's effect (the settlement signed, or the decision e-mailed and
         *     marked downloaded) is applied once, whichever of this callback and the browser's return
         *     comes first, also when they race. Anything unsigned, forged, older than 15 minutes (a
         *     replay) or naming no task is refused with 400 and no detail (the reason goes to the
         *     server log), and changes nothing. No session: the signature is the authentication.
         */
        post: operations["signingCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/getPaymentFormData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare a payment with the chosen bank
         * @description Body `{DebtorNr, Method, Language, PaymentItem, PaymentCart[]}`. The server recomputes
         *     every amount from its own data (a cart amount may not exceed what is left; a custom
         *     amount is at least 5 euros), refuses a cart with a debt whose payment is already pending
         *     (`status` 1, `ErrorCode` `blockPendingOrdersText`), refuses a cart with a debt that is not
         *     paid in this service (`status` 1, `ErrorCode` `error.payment.1`: a debt in debt
         *     restructuring, state 6, is paid only under the payment programme confirmed by the
         *     court), stores nothing when it refuses, and answers
         *     `responseObject.result{url, parameters, amount}`: the portal auto-submits a form with the
         *     hidden `parameters` to `url`. The portal shows a refusal's `ErrorCode` translated.
         */
        post: operations["getPaymentFormData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/paymentPlan/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate a payment plan
         * @description Body `{DebtNrs, Type: 0, Amount, DateSelection, Create: false}`. Returns the calculated
         *     plan in `responseObject`, with what the plan builder shows: the smallest monthly amount
         *     that fits the longest plan allowed (`minimumAmount`, `maximumLengthInMonths`) and the
         *     written-plan charge the plan brings (`planCharge`, included in the installments'
         *     costs). An amount under the minimum is calculated with the minimum, so the second
         *     installment is above the chosen amount (spec 4: the portal then names the minimum). For
         *     banditRating 2 the portal also calculates alternative amounts 20% and 30% higher.
         */
        post: operations["calculatePaymentPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/paymentPlan/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment plan
         * @description Same body as calculate with `Create: true`. Success: `status` 0 and `responseObject`
         *     true; the written-plan charge of the calculation is added to the first debt's costs.
         *     For banditRating 3 the plan is created unconfirmed (`awaitingFirstPayment` true in the
         *     debtor data): the first installment is paid at once through `getPaymentFormData`
         *     (payment type `installment`, `msnr` the new plan) and the plan is confirmed when that
         *     payment settles.
         */
        post: operations["createPaymentPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/duedate/parameters/{debtNr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Due date transfer parameters of a debt
         * @description **Designed** (the spec names the entity, section 3 "Due date transfer parameters", but no
         *     call): whether the due date of the debt can be moved, why not (`result`, a
         *     `DueDateDeniedCode`), the cost, the costless transfers left, the dates the picker must
         *     exclude and the latest allowed date.
         */
        get: operations["getDueDateParameters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/duedate/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a due date
         * @description Body `{DebtorNr, DebtNr, NewDuedate}`. `NewDuedate` must be a weekday, not in
         *     `notAllowedDuedates`, not after `maxNextDuedate`. Success: `status` 0 and
         *     `responseObject.result` 0. A refusal is `status` 1 with `responseObject.result` (a
         *     `DueDateTransferResult`) and `ErrorCode` a `DueDateDeniedCode`, shown as
         *     `dueDateDenied.{code}`.
         */
        post: operations["transferDueDate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judgement/judgementUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authentication address for court decisions of chosen orders
         * @description **Designed body** (the spec shows none): the spec's verdict data `{Email, OrderNrs, Lang,
         *     AuthMode, IsMandatory}`; answer `{ url }`, the strong-authentication address after which
         *     the court decisions of the given orders are e-mailed. Used from a debt's actions menu;
         *     the return comes to `/judgement/verify`. Every order must have `isVerdictAvailable`
         *     (otherwise 403).
         */
        post: operations["getJudgementUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judgement/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start authentication to receive court decisions
         * @description The court-decision dialog's sign action: `{Email, Lang, IsMandatory}` for all debts with
         *     an available decision. Answers `responseObject` = the redirect address (a string, as the
         *     spec says); the portal goes there on success. Failure: `status` 1 with `ErrorCode`
         *     (`error.judgement.1` when there is no decision to fetch); a mandatory dialog then closes.
         */
        post: operations["signJudgement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judgement/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete court-decision authentication
         * @description Sent from `/judgement/verify?requestId&taskId&outcome&timestamp&signature` with the
         *     return's parameters (`RequestId`, `TaskId`, `Outcome`, `Timestamp`, `Signature`) and
         *     `Lang`. After a successful strong authentication the decision is e-mailed to the address
         *     given when the task was started and marked downloaded, once, whichever of this return
         *     and the service's callback (`/api/signing/callback`) comes first. **Designed
         *     `responseObject`:** a `SigningVerifyResult` (`ok`, `cancel`: shown as
         *     `error.reconciliation.0`, `error`: shown as `error.server.0`). When the decision could not
         *     be made or e-mailed, `status` 1 with `error.judgement.1`; the next return or callback sends it.
         *
         *     Signed in, `RequestId` and `TaskId` must belong to a task this debtor started (otherwise
         *     404), and the signed parameters, when sent, must verify (400). Callable signed out: when
         *     the session ended at the signing service, the signed parameters alone record the
         *     identification of their own task; a return that is unsigned, forged, older than 15
         *     minutes (a replay) or names no court-decision task is refused with 400 and no detail,
         *     and changes nothing. `Email` and `IsMandatory` are no longer read (the task keeps them).
         */
        post: operations["verifyJudgement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/confirmSuggestedPaymentPlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or decline a suggested payment plan
         * @description Body `{orderNr, msNr, accept}` for a suggested plan (type 1 or 4). `responseObject` is a
         *     `ConfirmPaymentPlanResult`: 1 accepted (the plan becomes type 2), 2 declined (ended
         *     irrevocably, collection continues), 0 error.
         */
        post: operations["confirmSuggestedPaymentPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/invoiceCopyRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request an invoice copy
         * @description Body `{orderNr, billNrs[], email}`; only when the debt has `isInvoiceCopyRequestAllowed`
         *     (otherwise 403). Answer `status` 0 and `responseObject{key, value}`: `key` above 0 is
         *     success and `value` the new due date; `key` 0 is failure (`error.server.0`). The copy
         *     arrives in about one week.
         */
        post: operations["requestInvoiceCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/reclamationRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * File a reclamation (dispute)
         * @description Multipart form with the parts `orderNr`, `basis`, `text`, `name`, `phone`, `email`,
         *     `billNrs` (repeated) and `files` (repeated). Only when the debt has
         *     `isReclamationAllowed` (a debt in court cannot be disputed: 403). Submitting pauses
         *     collection; the debt then shows state 12. Attachments: at most 20,000,000 bytes in total
         *     (one byte more is refused with 413 without buffering the rest), extensions pdf, rtf,
         *     doc, docx, xls, xlsx, msg, jpg, jpeg, png, bmp, tiff; the server checks the content
         *     against the extension and refuses file names with path parts or control characters
         *     (400). Success: `status` 0 and `responseObject` true; failure `status` 1 with
         *     `ErrorCode`.
         */
        post: operations["submitReclamation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/contactRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a contact request
         * @description Multipart form with the parts `orderNr`, `registerDate`, `headerText`, `text`, `phone`,
         *     `email`, `files` (repeated; the portal appends the debt number to each file name) and
         *     `language`. The preferred contact method's detail (`phone` or `email`) must be present;
         *     the server refuses a request with neither (400). Attachments as for reclamations: at
         *     most 20,000,000 bytes in total (413), same extensions and name rules. Replies come
         *     within 3-5 business days. Success: `status` 0 and `responseObject` true.
         */
        post: operations["submitContactRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliation/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a settlement
         * @description Body `{SubPoenaNr, DebtNrs}`; refused (`status` 1) while a reclamation is open. Returns
         *     the updated subpoena; its status is then created (dialog step 4).
         */
        post: operations["startReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliation/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a settlement in progress
         * @description Body `{SubPoenaNr, StatusNr, DebtNrs}`. **Designed answer:** `responseObject` true.
         *     A signed settlement whose first installment is paid cannot be cancelled (`status` 1).
         */
        post: operations["cancelReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliation/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate the settlement plan
         * @description Body `{StatusNr, SubPoenaNr, DebtNrs, Create: false, lang}` (lower-case `lang`, as in
         *     the spec). Returns the binding plan (first installment, later installments, number of
         *     installments, last due date; installment amounts are rounded up to whole euros by the
         *     portal).
         */
        post: operations["calculateReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliation/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store the settlement plan
         * @description **Designed body** (the spec shows none): the calculate body with `Create: true`. Stores
         *     the calculated plan as an unconfirmed reconciliation plan (payment plan type 6) and
         *     returns the updated subpoena; signing follows.
         */
        post: operations["createReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliation/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the settlement
         * @description Body `{SubPoenaNr, StatusNr, Lang}`, sent after the debtor ticked the agreement. Creates
         *     the signing task and answers `responseObject` = the signing service's address (a string,
         *     like the court-decision sign action); the portal goes there. Signing needs the debtor's
         *     own bank credentials; the return comes to `/reconciliation/verify`.
         */
        post: operations["signReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliation/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signing address of an existing signing task
         * @description Returns the redirect address (a string, as sign does). **Designed body** (the spec shows
         *     none): `{SubPoenaNr, StatusNr, Lang}`. Returns the address of the signing task already
         *     created by sign (for example after the browser tab was closed before signing) without
         *     creating a new one; 404 when no task exists.
         */
        post: operations["getReconciliationUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliation/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete settlement signing
         * @description Sent from `/reconciliation/verify?requestId&taskId&outcome&timestamp&signature` with the
         *     return's parameters (`RequestId`, `TaskId`, `Outcome`, `Timestamp`, `Signature`) and
         *     `Lang`. **Designed `responseObject`:** a `SigningVerifyResult`; `ok` sets the subpoena
         *     status to signed (dialog step 5, awaiting the first installment), `cancel` is shown as
         *     `error.reconciliation.0`, `error` as `error.server.0`. The signature is recorded once,
         *     whichever of this return and the service's callback (`/api/signing/callback`) comes
         *     first; the other answers the same and changes nothing.
         *
         *     Signed in, the task must belong to this debtor (otherwise 404), and the signed
         *     parameters, when sent, must verify (400). Callable signed out: when the session ended at
         *     the signing service, the signed parameters alone record the signature of their own task,
         *     and the answer says no more than the outcome; a return that is unsigned, forged, older
         *     than 15 minutes (a replay) or names no settlement task is refused with 400 and no
         *     detail, and changes nothing.
         */
        post: operations["verifyReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/balancereport/{locale}/{debtNr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance report of a debt (PDF)
         * @description PDF balance report in the given locale. The file name is the translated balance-report
         *     label, an underscore and the debt number (for example `Saldoraportti_100001.pdf`).
         *     Refused (403) when the debtor's personal information is hidden.
         */
        get: operations["getBalanceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/paymentplan/paymentplanconfirmation/{locale}/{msnr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment plan confirmation (PDF)
         * @description PDF confirmation of payment plan `msnr` in the given locale (lower-case `paymentplan` in
         *     the path, as in the spec). Refused (403) when the debtor's personal information is
         *     hidden.
         */
        get: operations["getPaymentPlanConfirmation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliation/file/ms/{msnr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Settlement plan document (PDF)
         * @description PDF of the settlement payment plan `msnr`.
         */
        get: operations["getReconciliationPlanFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliation/file/status/{statusNr}/{subpoenaNr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Settlement document (PDF)
         * @description PDF settlement document of subpoena `subpoenaNr` in status `statusNr` (dialog step 4).
         */
        get: operations["getSettlementDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save feedback (first smiley click)
         * @description Body `{FeedbackType, OrderNr, Comment, Smiley, NPS}`; general feedback uses
         *     `FeedbackType` 1 and `OrderNr` 0. Allowed signed out; then only `OrderNr` 0 is accepted
         *     (403 otherwise). `responseObject` is the feedback's update token: an opaque,
         *     unguessable string that the update must present (a sequential number would let anyone
         *     add the comment to another person's feedback). **Designed:** at most 30 saves per
         *     client address (signed in: per debtor) in 10 minutes, then 429.
         */
        post: operations["saveFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the comment to saved feedback
         * @description Body `{Token, FeedbackType, OrderNr, Comment, Smiley: null, NPS: null}`: the smiley is
         *     locked once sent; `Token` is what save returned. **Designed:** accepted only with a token
         *     this server issued, for feedback saved less than one hour ago
         *     whose comment is still empty and, when it was saved signed in, only from the same
         *     debtor; otherwise 404. `responseObject` is true.
         */
        post: operations["updateFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cookieSettings/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save cookie and tracking consent
         * @description **Designed** (the spec says the save happens server side but shows no call): body
         *     `{Necessary: true, Cookies, Tracking}` from the consent dialog's three switches. The
         *     choice is recorded with a time stamp (for the debtor when signed in, anonymously
         *     otherwise) as evidence of consent; the portal also keeps the flags in local storage.
         *     At most 30 saves per client address (signed in: per debtor) in 10 minutes, then 429.
         */
        post: operations["saveCookieSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness check
         * @description **Designed.** Public liveness check for a Kubernetes liveness probe: 200
         *     `{status: "ok"}` whenever the process answers HTTP at all. It asks nothing of the
         *     database, so a database outage never makes an orchestrator restart every instance (that
         *     is what `GET /api/ready` reports, taking the instance out of the balancer instead).
         */
        get: operations["getLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description **Designed.** Public health check: 200 `{status: "ok"}` when the server and its
         *     database answer, 503 `{status: "unavailable"}` quickly (within a second) when the
         *     database does not. For a liveness probe use `GET /api/live` (the process only); whether
         *     an instance should get traffic is `GET /api/ready`.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness check
         * @description **Designed.** Public readiness check for a load balancer or a Kubernetes readiness
         *     probe: 200 `{status: "ok"}` when the database answers and has every migration of this
         *     server's build applied; 503 `{status: "unavailable"}` (within a second) when it does not,
         *     and while the instance is shutting down (it then finishes its requests in flight and
         *     takes no new ones).
         */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description 0 success, 1 failure.
         * @enum {integer}
         */
        EnvelopeStatus: 0 | 1;
        /**
         * @description Null on success. Otherwise an integer result code defined by the operation (for example
         *     `LoginErrorCode`, `DueDateDeniedCode`) or a translation key such as `error.server.0`,
         *     `error.generic.1` or `fileSizeError`.
         */
        ErrorCode: number | string | null;
        /**
         * @description Response envelope of the backend. `responseObject` is the call's result; its type is
         *     given by each concrete envelope (it is null, or absent, on failure).
         */
        Envelope: {
            status: components["schemas"]["EnvelopeStatus"];
            ErrorCode: components["schemas"]["ErrorCode"];
            /** @description The call's result; typed by the concrete envelopes. */
            responseObject?: unknown;
        };
        /** @description Body of every HTTP error answer (4xx, 5xx). */
        ErrorEnvelope: {
            /** @constant */
            status: 1;
            /** @description Translation key or integer code. */
            ErrorCode: number | string;
            responseObject?: null;
        };
        /** @description Envelope whose `responseObject` is true on success. */
        BooleanEnvelope: components["schemas"]["Envelope"] & {
            responseObject: boolean | null;
        };
        ReminderSettingsEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["ReminderSettings"] | null;
        };
        /** @description **Designed:** the reminder choice and where reminders would go. */
        ReminderSettings: {
            byEmail: boolean;
            bySms: boolean;
            /**
             * @description 1, 3 or 7; null when no choice is made.
             * @enum {integer|null}
             */
            daysBefore: 1 | 3 | 7 | null;
            language: components["schemas"]["LanguageId"] | null;
            email: string | null;
            /** @description With the country code. */
            phone: string | null;
        };
        ReminderSettingsRequest: {
            byEmail: boolean;
            bySms: boolean;
            /** @enum {integer} */
            daysBefore: 1 | 3 | 7;
            language: components["schemas"]["LanguageId"];
        };
        PaymentDemandConsentRequest: {
            /** @enum {string} */
            channel: "email" | "sms";
        };
        PaymentDemandConsentEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["PaymentDemandConsent"] | null;
        };
        /**
         * @description **Designed:** consent to receive payment demands electronically (Debt Collection Act
         *     5 a, 299/2022). With state `none` every other field is null (and `caseNumbers` empty).
         */
        PaymentDemandConsent: {
            /** @enum {string} */
            state: "none" | "valid" | "withdrawn" | "expired";
            /** @enum {string|null} */
            channel: "email" | "sms" | null;
            /** @description The e-mail address, or the phone number with its country code. */
            address: string | null;
            collector: string | null;
            caseNumbers: number[];
            /** Format: date-time */
            givenAt: string | null;
            /**
             * Format: date
             * @description The last day the consent holds.
             */
            validUntil: string | null;
            /** Format: date-time */
            withdrawnAt: string | null;
            /** @description How it was given (`portal`). */
            method: string | null;
            /** @description The login type of the session that gave it. */
            loginType: number | null;
        };
        DebtorEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["DebtorData"] | null;
        };
        PendingPaymentsEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["PendingPayments"] | null;
        };
        PaymentConfirmEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["PaymentConfirmResult"] | null;
        };
        /** @description `responseObject.result` holds the form data, as in the spec. */
        PaymentFormDataEnvelope: components["schemas"]["Envelope"] & {
            responseObject: {
                result: components["schemas"]["PaymentFormData"];
            } | null;
        };
        CalculationResultEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["CalculationResult"] | null;
        };
        PlanCalculationEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["PlanCalculation"] | null;
        };
        DueDateTransferParametersEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["DueDateTransferParameters"] | null;
        };
        /** @description On a refusal `status` is 1, `ErrorCode` a `DueDateDeniedCode` and `responseObject.result` the reason. */
        DueDateTransferEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["DueDateTransferResponse"] | null;
        };
        RedirectUrlEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["RedirectUrl"] | null;
        };
        /** @description `responseObject` is the address itself, a string. */
        RedirectAddressEnvelope: components["schemas"]["Envelope"] & {
            /** Format: uri */
            responseObject: string | null;
        };
        SigningVerifyEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["SigningVerifyResult"] | null;
        };
        ConfirmPaymentPlanEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["ConfirmPaymentPlanResult"] | null;
        };
        InvoiceCopyEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["InvoiceCopyResult"] | null;
        };
        SubpoenaEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["Subpoena"] | null;
        };
        /** @description `responseObject` is the update token of the saved feedback. */
        FeedbackTokenEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["FeedbackToken"] | null;
        };
        /** @description Opaque update token returned by feedback save and presented by feedback update. Clients keep it as given and never parse it. */
        FeedbackToken: string;
        /**
         * @description Answer of login, confirm and refresh. The spec writes the first field `Status`; it is
         *     normalised to `status` like every other envelope. The session is the answer's
         *     `Set-Cookie`, never a token in the body; `expires_in` is null when `status` is 1.
         */
        LoginResponse: {
            status: components["schemas"]["EnvelopeStatus"];
            /** @description `LoginErrorCode` for login, `AuthenticationFailure` for confirm, null on success. */
            ErrorCode: components["schemas"]["LoginErrorCode"] | components["schemas"]["AuthenticationFailure"] | null;
            /** @description Seconds until the session ends unless extended. */
            expires_in: number | null;
            /**
             * @description **Designed.** A successful login (case number, token link, strong login) carries the
             *     debtor's data as `GET /api/debtor` answers it, so the front page shows the amount
             *     without a second round trip. Absent on refusals and on an extension.
             */
            debtor?: components["schemas"]["DebtorData"];
        };
        /** @description A browser's session as `GET /api/session` and the page's `portal-session` block give it. */
        SessionState: {
            signedIn: boolean;
            /** @description The login that opened the session (`LoginType`), null signed out. */
            LoginType: components["schemas"]["LoginType"] | null;
            /** @description Seconds until the session ends unless extended; null signed out. */
            expires_in: number | null;
        };
        /** @description **Designed.** Health state. */
        HealthResponse: {
            /** @enum {string} */
            status: "ok" | "unavailable";
        };
        /** @description Debtor number. */
        DebtorNr: number;
        /** @description Case (order) number, 1-8 digits. */
        OrderNr: number;
        /** @description Debt number. */
        DebtNr: number;
        /** @description Bill number. */
        BillNr: number;
        /** @description Payment plan number (`msnr` / `msNr`). */
        PaymentPlanNr: number;
        /** @description Subpoena number (`SubPoenaNr`). */
        SubpoenaNr: number;
        /** @description Subpoena status number (`StatusNr`). */
        SubpoenaStatusNr: number;
        /** @description Euros with two decimals; the server keeps integer cents. */
        Money: number;
        /** @description Percentage, 0-100. */
        Percent: number;
        /**
         * Format: email
         * @description E-mail address, at most 50 characters.
         */
        EmailAddress: string;
        /**
         * @description Portal path to return to: relative, starting with a single `/`. Protocol-relative paths
         *     (`//evil`, `/\evil`), schemes (`https:evil`, `javascript:`), white space and back slashes
         *     are refused.
         */
        RedirectPath: string;
        /** @description **Designed.** Address the browser is sent to. */
        RedirectUrl: {
            /** Format: uri */
            url: string;
        };
        /** @description Identifier returned by the signing or authentication service in the return address. */
        SigningRequestId: string;
        /**
         * @description What the signer did at the signing service, as its signed notice says.
         * @enum {string}
         */
        SigningOutcome: "signed" | "cancelled";
        /**
         * Format: date-time
         * @description When the signing service signed the notice (ISO 8601, UTC).
         */
        SigningTimestamp: string;
        /** @description HMAC-SHA256 of the notice (`requestId`, `taskId`, `outcome`, `timestamp` joined with `\n`), lower-case hex. */
        SigningSignature: string;
        /**
         * @description Debt state (spec section 4): 1 in billing, 2 in reminding, 3 in collection, 4 in court
         *     (pay now, payment warning, reclamation blocked), 5 in distraint (payment warning), 6 in
         *     debt restructuring, 7 bankruptcy supervision, 8 paid, 9 ended, 10 groundless (8-10 are
         *     ended and go to the archive), 11 settlement, 12 complained (set after a reclamation).
         * @enum {integer}
         */
        DebtStateCode: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
        /**
         * @description Payment plan type: 0, 2, 3, 5 and 7 active (7 special); 1 and 4 unconfirmed
         *     suggestions (accepting one makes it type 2); 6 unconfirmed reconciliation plan.
         * @enum {integer}
         */
        PaymentPlanType: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
        /**
         * @description 0 strong authentication, 2 case number plus online ID, 3 identity code or business ID, 4 token, 6 re-authentication while signed in.
         * @enum {integer}
         */
        LoginType: 0 | 2 | 3 | 4 | 6;
        /**
         * @description Login refusal: 0 case number or online ID incorrect (also for unknown case numbers),
         *     1 wrong pin code, 2 cancelled, 3 denied (also identity code or business ID mismatch),
         *     4 no outstanding debts (use the credentials from the letter), 5 **designed:** too many
         *     attempts, the case number is temporarily locked.
         * @enum {integer}
         */
        LoginErrorCode: 0 | 1 | 2 | 3 | 4 | 5;
        /**
         * @description Failure of a strong authentication (confirm). `Cancel` the user cancelled; `NoDebts` no debtor or no open debts behind the identity.
         * @enum {string}
         */
        AuthenticationFailure: "Cancel" | "NoDebts";
        /**
         * @description single one debt in full, installment the next plan installment, multiple several debts, custom a voluntary amount, reconciliation the first settlement installment.
         * @enum {string}
         */
        PaymentType: "single" | "installment" | "multiple" | "custom" | "reconciliation";
        /**
         * @description Payment status in the provider's return.
         * @enum {string}
         */
        CheckoutStatus: "ok" | "fail" | "pending" | "new" | "delayed";
        /**
         * @description 1 general, 2 payment, 3 payment plan, 4 invoice copy, 5 reclamation, 6 verdict downloaded, 7 reconciliation.
         * @enum {integer}
         */
        FeedbackType: 1 | 2 | 3 | 4 | 5 | 6 | 7;
        /**
         * @description Basis of a bill: 1 consumer credit, 2 rent, 3 part payment purchase, 4 postal or web
         *     sales, 5 service agreement, 6 promissory note, 7 transport agreement, 8 trade in
         *     movables, 9 natural products, 10 gym, 11 electricity, 12 supervision fee, 13 insurance,
         *     14 other basis, 15 small loan, 16 paper or publishing, 17 water and sewer, 18 other
         *     rent, 19 peer-to-peer loan, 20 leasing, 21 entrepreneur pension insurance.
         * @enum {integer}
         */
        ClaimType: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21;
        /**
         * @description Action history type: 1 collection letter, 2 promise of payment, 3 payment, 4 summons,
         *     5 verdict, 6 distraint submission, 7 distraint initiation, 8 distraint renewal,
         *     9 distraint suspension.
         * @enum {integer}
         */
        ExpirationActionType: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
        /**
         * @description A payment method of the bank selection (`Method`): an id the payment provider lists
         *     (`getPaymentMethods`; Paytrail's `checkout-provider`, for example `nordea`, `mobilepay`).
         */
        BankProviderId: string;
        /**
         * @description Basis of a reclamation (names **designed**; the spec lists invoice content, invoice ground, collection costs, other reason).
         * @enum {string}
         */
        ReclamationBasis: "invoiceContent" | "invoiceGround" | "collectionCosts" | "otherReason";
        /**
         * @description Result of a due date transfer: 0 created; 1 date passed; 2 the first installment cannot
         *     be moved; 3, 4, 5 cannot be moved more times or any more (3 and 5 advise contacting
         *     customer service); 6, 7 and 9-12 blocked by the debt's state; 8 server error.
         * @enum {integer}
         */
        DueDateTransferResult: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
        /**
         * @description Why a due date cannot be moved (`dueDateDenied.{code}`): 1 past, 2 state, 3 case not
         *     found, 4 disconnection threat, 5 not allowed, 6 rules missing, 7 unexpected, 8 no
         *     transfers left.
         * @enum {integer}
         */
        DueDateDeniedCode: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
        /**
         * @description 0 error, 1 accepted, 2 declined (`confirmPaymentPlan.{code}`).
         * @enum {integer}
         */
        ConfirmPaymentPlanResult: 0 | 1 | 2;
        /**
         * @description Plan payment day; 0 first of the month (default), 1 the 15th, 2 last of the month. Not offered to companies.
         * @enum {integer}
         */
        DateSelection: 0 | 1 | 2;
        /**
         * @description Locale (documents, announcements).
         * @enum {string}
         */
        Locale: "fi-FI" | "sv-SE" | "en-US";
        /**
         * @description Language of the portal; `se` is Swedish. Default `fi`.
         * @enum {string}
         */
        LanguageId: "fi" | "se" | "en";
        /**
         * @description FAQ category.
         * @enum {string}
         */
        FaqCategory: "general" | "creditInformation" | "collectionCosts" | "collectionProcess";
        /**
         * @description FAQ language; 1 Finnish, 2 Swedish, 3 English.
         * @enum {integer}
         */
        FaqLangCode: 1 | 2 | 3;
        /**
         * @description Contact detail kind.
         * @enum {string}
         */
        ContactMethod: "phone" | "email";
        /**
         * @description **Designed.** Outcome of a signing or court-decision authentication: `ok`, `cancel` (shown as `error.reconciliation.0`), `error` (shown as `error.server.0`).
         * @enum {string}
         */
        SigningVerifyResult: "ok" | "cancel" | "error";
        /** @description `responseObject` of `GET /api/debtor`. */
        DebtorData: {
            debtor: components["schemas"]["Debtor"];
            debts: components["schemas"]["Debt"][];
            paymentPlans: components["schemas"]["PaymentPlan"][];
            summary: components["schemas"]["Summary"];
            /** @description The first account is the one used for refunds. */
            bankAccounts: components["schemas"]["BankAccount"][];
            reconciliation: components["schemas"]["Reconciliation"] | null;
            payee: components["schemas"]["Payee"];
        };
        /**
         * @description **Designed.** The payment receiver (spec 1: a fixed collection company) and its account,
         *     for paying a debt by bank transfer outside the portal: the portal shows them with each
         *     open debt's reference, its RF creditor reference and the virtual bank barcode it computes.
         */
        Payee: {
            name: string;
            iban: string;
            bic: string;
        };
        Debtor: {
            nr: components["schemas"]["DebtorNr"];
            firstName: string | null;
            lastName: string | null;
            /** @description Full name, or the company name. */
            name: string;
            isCompany: boolean;
            isPerson: boolean;
            hasMultipleDebts: boolean;
            /** @description Shows the overpayment notice with the add-IBAN dialog. */
            hasOverpayment: boolean;
            /** @description The debtor has orders of the special type (upiOrder) with their own privacy policy. */
            hasUPIOrders: boolean;
            /** @description Disables reports and the profile. */
            hidePersonalInfo: boolean;
            address: components["schemas"]["Address"][];
            contactInformation: components["schemas"]["ContactInformation"];
        };
        Address: {
            /** @description Postal code and post office. */
            postAddress: string | null;
            city: string | null;
            streetAddress: string | null;
        };
        ContactInformation: {
            /**
             * Format: date-time
             * @description **Designed:** when the portal last asked for a missing e-mail or phone (spec 4), null
             *     when never; set by `POST /api/debtor/contactQueried`. Kept on the server so the
             *     question comes at most once a month across logins and devices.
             */
            lastQueried: string | null;
            emails: components["schemas"]["Email"][];
            phones: components["schemas"]["Phone"][];
            isEmailAllowed: boolean;
            isSMSAllowed: boolean;
            hideContactInformation: boolean;
        };
        Email: {
            emailAddress: string;
            emailAllowed: boolean;
        };
        Phone: {
            /** @description Number without the country code and without the leading zero. */
            number: string;
            /** @description Country calling code, for example `+358`. */
            landCode: string | null;
            /** @description Kind of number as the back office records it. */
            type: string | null;
            smsAllowed: boolean;
        };
        Debt: {
            orderNr: components["schemas"]["OrderNr"];
            nr: components["schemas"]["DebtNr"];
            creditor: components["schemas"]["Creditor"];
            /** Format: date */
            dueDate: string;
            /**
             * Format: date
             * @description End or payment date of an ended debt (states 8, 9, 10).
             */
            endDate: string | null;
            description: string | null;
            /** @description Payment type the debt's pay button prepares (`single` without a plan, `installment` in a plan). */
            paymentType: components["schemas"]["PaymentType"] | null;
            /** @description 2 offers alternative plan amounts; 3 requires paying the first installment when a plan is created. */
            banditRating: number | null;
            debtSummary: components["schemas"]["DebtSummary"];
            bills: components["schemas"]["Bill"][];
            payments: components["schemas"]["Payment"][];
            /** @description Active plan of the debt. */
            paymentPlan: components["schemas"]["PaymentPlan"] | null;
            /** @description Suggested plan (type 1 or 4) waiting for acceptance. */
            unconfirmedPaymentPlan: components["schemas"]["PaymentPlan"] | null;
            paymentPlanParameters: components["schemas"]["PaymentPlanParameters"];
            expirationActions: components["schemas"]["ExpirationAction"][];
            othersInvolved: components["schemas"]["OtherInvolved"][];
            originalCreditor: string | null;
            /** @description Special order type with its own privacy policy. */
            upiOrder: boolean;
            hidePersonalInfo: boolean;
            isInvoiceCopyRequestAllowed: boolean;
            isReclamationAllowed: boolean;
            isVerdictAvailable: boolean;
            /** Format: date */
            verdictDate: string | null;
            isVerdictDownloaded: boolean;
            showDebtRestructuringWarning: boolean;
            /** @description Debt relief total in debt restructuring (state 6); euros with two decimals. */
            debtReliefTotalSum: number | null;
            /** @description Debt restructuring identifier (state 6). */
            orderDebtRestructuringDebtID: string | null;
            /** @description **Designed meaning:** an invoice copy request is pending. */
            invoiceCopyRequested: boolean;
            /**
             * Format: date
             * @description **Designed meaning:** date of the pending invoice copy request, shown on the info page.
             */
            invoiceRequested: string | null;
        };
        Creditor: {
            name: string;
            lastName: string | null;
        };
        /** @description Another debtor of the same debt. */
        OtherInvolved: {
            name: string;
        };
        PaymentPlanParameters: {
            /** @description A plan can be created for the debt. */
            allow: boolean;
            maximumLengthInMonths: number | null;
        };
        DebtSummary: {
            left: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            totalPaid: components["schemas"]["Money"];
            progress: components["schemas"]["Percent"];
            /** @description Payment reference. */
            reference: string | null;
            capital: components["schemas"]["Money"];
            state: components["schemas"]["DebtState"];
        };
        DebtState: {
            state: components["schemas"]["DebtStateCode"];
            /** @description Colour group of the state label. */
            colorGroup: string;
            /** @description Sort key; debts are sorted by it, then by due date. */
            order: number;
            /** @description True for states 8, 9 and 10 (archive). */
            ended: boolean;
        };
        Bill: {
            nr: components["schemas"]["BillNr"];
            /** @description Bill type; 1 invoice. */
            type: number;
            referenceNr: string | null;
            /** Format: date */
            dueDate: string | null;
            total: components["schemas"]["Money"];
            capital: components["schemas"]["Money"];
            interest: components["schemas"]["Money"];
            /** @description Interest rate in percent per year. */
            interestRate: number | null;
            description: string | null;
            claimType: components["schemas"]["ClaimType"] | null;
        };
        Payment: {
            nr: number;
            debtNr: components["schemas"]["DebtNr"];
            /** Format: date */
            paymentDate: string;
            /**
             * Format: date
             * @description Registered date.
             */
            bookingDate: string | null;
            amount: components["schemas"]["Money"];
        };
        PaymentPlan: {
            nr: components["schemas"]["PaymentPlanNr"];
            /**
             * @description A plan of a banditRating 3 debt, created but not in force until its first installment,
             *     paid at once, settles.
             */
            awaitingFirstPayment: boolean;
            paymentPlanType: components["schemas"]["PaymentPlanType"];
            isJointPaymentPlan: boolean;
            debts: components["schemas"]["PlanDebt"][];
            installments: components["schemas"]["Installment"][];
            summary: components["schemas"]["PaymentPlanSummary"];
            nextInstallment: components["schemas"]["NextInstallment"] | null;
            payments: components["schemas"]["Payment"][];
        };
        /** @description Debt in a plan. */
        PlanDebt: {
            nr: components["schemas"]["DebtNr"];
        };
        PaymentPlanSummary: {
            total: components["schemas"]["Money"];
            interest: components["schemas"]["Money"];
            cost: components["schemas"]["Money"];
            left: components["schemas"]["Money"];
            totalPaid: components["schemas"]["Money"];
            progress: components["schemas"]["Percent"];
        };
        NextInstallment: {
            sequence: number;
            eur: components["schemas"]["Money"];
            /** Format: date */
            duedate: string;
        };
        Installment: {
            sequence: number;
            /** Format: date */
            duedate: string;
            eur: components["schemas"]["Money"];
            paid: components["schemas"]["Money"];
            capital: components["schemas"]["Money"];
            costs: components["schemas"]["Money"];
            interest: components["schemas"]["Money"];
            debtLeft: components["schemas"]["Money"];
        };
        /** @description Calculated payment plan (`paymentPlan/calculate`, `reconciliation/calculate`). */
        CalculationResult: {
            paymentPlan: components["schemas"]["CalculatedPlan"];
            totalCapital: components["schemas"]["Money"];
            totalInterest: components["schemas"]["Money"];
            totalCost: components["schemas"]["Money"];
        };
        CalculatedPlan: {
            price: components["schemas"]["Money"];
            installments: components["schemas"]["CalculatedInstallment"][];
        };
        CalculatedInstallment: {
            sequence: number;
            /** Format: date */
            dueDate: string;
            amount: components["schemas"]["Money"];
            capital: components["schemas"]["Money"];
            costs: components["schemas"]["Money"];
            interest: components["schemas"]["Money"];
        };
        /** @description A payment plan's calculation with the plan builder's figures. */
        PlanCalculation: components["schemas"]["CalculationResult"] & {
            minimumAmount: components["schemas"]["Money"];
            maximumLengthInMonths: number;
            planCharge: components["schemas"]["PlanCharge"] | null;
        };
        /**
         * @description The charge for a written payment plan on a consumer debt (Debt Collection Act 10 a-c):
         *     20, 30 or 50 euros by principal and number of installments, for at most two plans on
         *     the same debt (one when the principal is at most 100 euros). Null for companies.
         */
        PlanCharge: {
            amount: components["schemas"]["Money"];
            legalMaximum: components["schemas"]["Money"];
            chargeablePlans: number;
            chargedPlansBefore: number;
        };
        /**
         * @description Alternative plan offered for banditRating 2 (amounts 20% and 30% above the chosen one,
         *     rounded up to the next multiple of 10). The portal builds it from calculation results;
         *     no call returns it. Published for type generation.
         */
        AlternativePlan: components["schemas"]["CalculationResult"] & {
            isOriginal: boolean;
            percentageIncrease: number;
            originalAmount: components["schemas"]["Money"];
            saveVersusOriginal: components["schemas"]["Money"];
        };
        ExpirationAction: {
            nr: number;
            action: components["schemas"]["ExpirationActionType"];
            /** Format: date */
            actionDate: string;
        };
        DueDateTransferParameters: {
            allow: boolean;
            /** @description Why not allowed; null when `allow` is true. */
            result: components["schemas"]["DueDateDeniedCode"] | null;
            /**
             * @description **Designed**: the `DueDateTransferResult` a transfer would answer now, so that the
             *     refusal can say exactly why (spec 8: 2 the first installment, 3 and 5 with the advice
             *     to contact customer service, 6, 7 and 9-12 the debt's state); null when `allow` is true.
             */
            transferResult: components["schemas"]["DueDateTransferResult"] | null;
            cost: components["schemas"]["Money"];
            costlessDuedateTransfersLeft: number;
            notAllowedDuedates: string[];
            /** Format: date */
            maxNextDuedate: string | null;
        };
        /** @description **Designed** shape for the spec's "result 0 success, other codes reasons". */
        DueDateTransferResponse: {
            result: components["schemas"]["DueDateTransferResult"];
            /** Format: date */
            newDuedate?: string | null;
            /** @description Charge for the transfer in euros with two decimals; null or 0 when costless. */
            cost?: number | null;
        };
        BankAccount: {
            iban: string;
            bic: string | null;
        };
        Summary: {
            total: components["schemas"]["Money"];
            left: components["schemas"]["Money"];
            totalPaid: components["schemas"]["Money"];
            collectingCosts: components["schemas"]["Money"];
            otherCosts: components["schemas"]["Money"];
            interest: components["schemas"]["Money"];
            progress: components["schemas"]["Percent"];
            /** @description Number of open debts (field name **designed**; the spec says "open-debt count"). */
            openDebts: number;
        };
        Reconciliation: {
            available: boolean;
            /** @description Back-office settlement status. */
            status: number | null;
            subpoenas: components["schemas"]["Subpoena"][];
            /** @description **Designed placement:** the stored settlement plan (type 6, then active); the portal uses `nr`, `debts[].nr`, `nextInstallment.eur` and `installments[].eur`. */
            plan: components["schemas"]["PaymentPlan"] | null;
        };
        Subpoena: {
            nr: components["schemas"]["SubpoenaNr"];
            orderNrs: components["schemas"]["OrderNr"][];
            /** @description Null before the settlement starts (dialog step 1). */
            status: components["schemas"]["SubpoenaStatus"] | null;
        };
        /**
         * @description Settlement progress: `created` set means step 4 (plan calculated), `signed` step 5,
         *     `paid` step 5 without `paymentNr` and step 6 with one.
         */
        SubpoenaStatus: {
            nr: components["schemas"]["SubpoenaStatusNr"];
            msNr: components["schemas"]["PaymentPlanNr"] | null;
            /** Format: date-time */
            created: string | null;
            /** Format: date-time */
            signed: string | null;
            /** Format: date-time */
            paid: string | null;
            paymentNr: number | null;
        };
        DataExportEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["PersonalDataExport"] | null;
        };
        /** @description **Designed:** everything the service holds about the debtor (GDPR Article 15), from the tables that refer to the debtor, scoped by the session. Money in euros, dates ISO. */
        PersonalDataExport: {
            /** Format: date-time */
            exportedAt: string;
            identity: components["schemas"]["DataExportIdentity"];
            addresses: components["schemas"]["DataExportAddress"][];
            contactInformation: components["schemas"]["DataExportContactInformation"];
            bankAccounts: components["schemas"]["DataExportBankAccount"][];
            debts: components["schemas"]["DataExportDebt"][];
            paymentPlans: components["schemas"]["DataExportPaymentPlan"][];
            paymentTransactions: components["schemas"]["DataExportPaymentTransaction"][];
            settlement: components["schemas"]["DataExportSettlement"];
            requests: components["schemas"]["DataExportRequests"];
            feedback: components["schemas"]["DataExportFeedback"][];
            cookieConsents: components["schemas"]["DataExportCookieConsent"][];
            reminderSettings: components["schemas"]["DataExportReminderSettings"] | null;
            remindersSent: components["schemas"]["DataExportReminder"][];
            paymentDemandConsents: components["schemas"]["DataExportPaymentDemandConsent"][];
            logins: components["schemas"]["DataExportLogins"];
        };
        /** @description The debtor record. */
        DataExportIdentity: {
            debtorNr: number;
            name: string;
            firstName: string | null;
            lastName: string | null;
            isCompany: boolean;
            identityCode: string | null;
            businessId: string | null;
            hidePersonalInfo: boolean;
            hideContactInformation: boolean;
            overpayment: components["schemas"]["Money"];
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An address. */
        DataExportAddress: {
            id: number;
            streetAddress: string | null;
            postAddress: string | null;
            city: string | null;
        };
        /** @description Contact details and the consents to be contacted. */
        DataExportContactInformation: {
            isEmailAllowed: boolean;
            isSMSAllowed: boolean;
            emails: components["schemas"]["DataExportEmail"][];
            phones: components["schemas"]["DataExportPhone"][];
            /**
             * Format: date-time
             * @description When the portal last asked for a missing e-mail or phone.
             */
            lastQueried: string | null;
        };
        /** @description An e-mail address. */
        DataExportEmail: {
            id: number;
            emailAddress: string;
            emailAllowed: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A phone number (without the country code and leading zero). */
        DataExportPhone: {
            id: number;
            number: string;
            landCode: string | null;
            type: string | null;
            smsAllowed: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A refund account. */
        DataExportBankAccount: {
            id: number;
            iban: string;
            bic: string | null;
            refundCharge: components["schemas"]["Money"] | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A debt (case) with its bills, payments, actions, other debtors and login links (without the token). */
        DataExportDebt: {
            nr: number;
            orderNr: number;
            creditorName: string;
            creditorLastName: string | null;
            originalCreditor: string | null;
            description: string | null;
            reference: string | null;
            state: number;
            /** Format: date */
            dueDate: string;
            /** Format: date */
            endDate: string | null;
            banditRating: number | null;
            planAllowed: boolean;
            planMaxMonths: number | null;
            upiOrder: boolean;
            hidePersonalInfo: boolean;
            invoiceCopyAllowed: boolean;
            reclamationAllowed: boolean;
            verdictAvailable: boolean;
            /** Format: date */
            verdictDate: string | null;
            verdictDownloaded: boolean;
            debtReliefTotal: components["schemas"]["Money"] | null;
            restructuringDebtId: string | null;
            costlessDueDateTransfersLeft: number;
            /** Format: date-time */
            dueDateTransferredAt: string | null;
            /** Format: date-time */
            createdAt: string;
            bills: components["schemas"]["DataExportBill"][];
            payments: components["schemas"]["DataExportPayment"][];
            expirationActions: components["schemas"]["DataExportAction"][];
            othersInvolved: components["schemas"]["DataExportOtherInvolved"][];
            loginLinks: components["schemas"]["DataExportLoginLink"][];
        };
        /** @description A bill row. */
        DataExportBill: {
            nr: number;
            type: number;
            referenceNr: string | null;
            /** Format: date */
            dueDate: string | null;
            capital: components["schemas"]["Money"];
            interest: components["schemas"]["Money"];
            interestRate: number | null;
            description: string | null;
            claimType: number | null;
        };
        /** @description A booked payment. */
        DataExportPayment: {
            nr: number;
            planNr: number | null;
            /** Format: date */
            paymentDate: string;
            /** Format: date */
            bookingDate: string | null;
            amount: components["schemas"]["Money"];
        };
        /** @description An action (expiration action). */
        DataExportAction: {
            nr: number;
            action: number;
            /** Format: date */
            actionDate: string;
        };
        /** @description Another debtor of the same debt. */
        DataExportOtherInvolved: {
            id: number;
            name: string;
        };
        /** @description A login link sent by e-mail or SMS (the token itself is not kept). */
        DataExportLoginLink: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description A payment plan (any type, ended ones included). */
        DataExportPaymentPlan: {
            nr: number;
            type: number;
            debtNrs: number[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            endedAt: string | null;
            dateSelection: number | null;
            /** Format: date-time */
            dueDateMovedAt: string | null;
            charge: components["schemas"]["Money"] | null;
            /** Format: date-time */
            awaitingFirstPaymentSince: string | null;
            installments: components["schemas"]["DataExportInstallment"][];
        };
        /** @description An installment. */
        DataExportInstallment: {
            sequence: number;
            /** Format: date */
            dueDate: string;
            amount: components["schemas"]["Money"];
            paid: components["schemas"]["Money"];
            capital: components["schemas"]["Money"];
            costs: components["schemas"]["Money"];
            interest: components["schemas"]["Money"];
            debtLeft: components["schemas"]["Money"];
        };
        /** @description A payment started in the portal. */
        DataExportPaymentTransaction: {
            id: number;
            provider: string;
            paymentType: string;
            amount: components["schemas"]["Money"];
            status: string;
            reference: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            items: components["schemas"]["DataExportPaymentTransactionItem"][];
        };
        /** @description What a payment started in the portal paid. */
        DataExportPaymentTransactionItem: {
            id: number;
            debtNr: number;
            planNr: number | null;
            amount: components["schemas"]["Money"];
            description: string | null;
        };
        /** @description The settlement offer and its progress. */
        DataExportSettlement: {
            available: boolean;
            status: number | null;
            subpoenas: components["schemas"]["DataExportSubpoena"][];
        };
        /** @description A summons. */
        DataExportSubpoena: {
            nr: number;
            /** Format: date-time */
            createdAt: string;
            debtNrs: number[];
            statuses: components["schemas"]["DataExportSubpoenaStatus"][];
        };
        /** @description A settlement of a summons. */
        DataExportSubpoenaStatus: {
            nr: number;
            planNr: number | null;
            /** Format: date-time */
            created: string | null;
            /** Format: date-time */
            signed: string | null;
            /** Format: date-time */
            paid: string | null;
            paymentNr: number | null;
            /** Format: date-time */
            cancelledAt: string | null;
            lang: string | null;
            debtNrs: number[];
        };
        /** @description Requests the debtor made. */
        DataExportRequests: {
            invoiceCopies: components["schemas"]["DataExportInvoiceCopy"][];
            reclamations: components["schemas"]["DataExportReclamation"][];
            contactRequests: components["schemas"]["DataExportContactRequest"][];
            signings: components["schemas"]["DataExportSigning"][];
        };
        /** @description An invoice copy request. */
        DataExportInvoiceCopy: {
            nr: number;
            debtNr: number;
            email: string;
            /** Format: date */
            requestedOn: string;
            status: string;
            /** Format: date */
            newDueDate: string | null;
            billNrs: number[];
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A reclamation (dispute). */
        DataExportReclamation: {
            nr: number;
            debtNr: number;
            basis: string;
            text: string;
            name: string;
            phone: string | null;
            email: string;
            status: string;
            billNrs: number[];
            /** Format: date-time */
            createdAt: string;
            attachments: components["schemas"]["DataExportAttachment"][];
        };
        /** @description A contact request. */
        DataExportContactRequest: {
            nr: number;
            debtNr: number;
            /** Format: date */
            registerDate: string;
            headerText: string;
            text: string;
            phone: string | null;
            email: string | null;
            language: string;
            /** Format: date-time */
            createdAt: string;
            attachments: components["schemas"]["DataExportAttachment"][];
        };
        /** @description An attachment, listed (its content is not part of the export). */
        DataExportAttachment: {
            fileName: string;
            contentType: string;
            sizeBytes: number;
        };
        /** @description A signing or authentication task (court decision, settlement). */
        DataExportSigning: {
            kind: string;
            debtNrs: number[];
            email: string | null;
            lang: string;
            isMandatory: boolean;
            status: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Feedback sent while signed in. */
        DataExportFeedback: {
            nr: number;
            feedbackType: number;
            orderNr: number;
            comment: string | null;
            smiley: number;
            nps: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string | null;
        };
        /** @description A cookie and tracking choice saved while signed in. */
        DataExportCookieConsent: {
            id: number;
            necessary: boolean;
            cookies: boolean;
            tracking: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The reminder choice. */
        DataExportReminderSettings: {
            byEmail: boolean;
            bySms: boolean;
            daysBefore: number;
            language: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A reminder sent (or being sent) by e-mail or SMS. */
        DataExportReminder: {
            id: number;
            target: string;
            /** Format: date */
            dueDate: string;
            channel: string;
            recipient: string;
            /** Format: date-time */
            claimedAt: string;
            /** Format: date-time */
            sentAt: string | null;
        };
        /** @description A consent to receive payment demands electronically, as given. */
        DataExportPaymentDemandConsent: {
            id: number;
            channel: string;
            address: string;
            collector: string;
            caseNumbers: number[];
            /** Format: date-time */
            givenAt: string;
            /** Format: date */
            validUntil: string;
            method: string;
            loginType: number;
            /** Format: date-time */
            withdrawnAt: string | null;
        };
        /** @description Sessions and login attempts. */
        DataExportLogins: {
            sessions: components["schemas"]["DataExportSession"][];
            loginAttempts: components["schemas"]["DataExportLoginAttempt"][];
        };
        /** @description A session (without its token ids). */
        DataExportSession: {
            loginType: number;
            level: string;
            scopeDebtNr: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            absoluteExpiresAt: string;
            /** Format: date-time */
            revokedAt: string | null;
            revokedReason: string | null;
        };
        /** @description A login attempt recorded for the debtor (never with the online ID). */
        DataExportLoginAttempt: {
            id: number;
            loginType: number;
            caseNumber: string | null;
            clientAddress: string;
            result: string;
            /** Format: date-time */
            createdAt: string;
        };
        Announcement: {
            contents: components["schemas"]["AnnouncementContent"][];
        };
        AnnouncementContent: {
            locale: components["schemas"]["Locale"];
            /** @description Plain text, not HTML. */
            title: string;
            /** @description HTML, sanitized by the server with an allow-list before it is sent: only p, br, strong, b, em, i, u, ul, ol, li, h2-h4, blockquote, span, basic tables and links (href with http, https, mailto, tel or a relative URL; target only `_blank`, then always with rel="noopener noreferrer"); no scripts, styles, forms, frames, event handlers or style attributes. */
            text: string;
        };
        FaqItem: {
            questionNr: number;
            /** @description Plain text, not HTML. */
            question: string;
            /** @description HTML, sanitized by the server with the same allow-list as `AnnouncementContent.text` before it is sent. */
            answer: string;
            keyword: string | null;
            category: components["schemas"]["FaqCategory"];
            langCode: components["schemas"]["FaqLangCode"];
        };
        /** @description A group of payment methods as the payment provider groups them (Paytrail's `groups`). */
        PaymentMethodGroup: {
            id: string;
            name: string;
            providers: components["schemas"]["PaymentProvider"][];
        };
        PaymentMethods: {
            groups: components["schemas"]["PaymentMethodGroup"][];
        };
        PaymentMethodsEnvelope: components["schemas"]["Envelope"] & {
            responseObject: components["schemas"]["PaymentMethods"] | null;
        };
        /** @description A payment method in the bank selection, as the payment provider lists it (`getPaymentMethods`). */
        PaymentProvider: {
            id: components["schemas"]["BankProviderId"];
            name: string;
            /** @description Address of the logo image. */
            logo: string;
        };
        /** @description The portal posts a form with the hidden `parameters` to `url`. */
        PaymentFormData: {
            /** Format: uri */
            url: string;
            parameters: components["schemas"]["FormParameter"][];
            amount: components["schemas"]["Money"];
        };
        FormParameter: {
            name: string;
            value: string;
        };
        /** @description **Designed.** Payments awaiting the provider's confirmation. */
        PendingPayments: {
            pending: boolean;
            debtNrs: components["schemas"]["DebtNr"][];
            /**
             * @description How much is pending on each debt in `debtNrs` (the sum of that debt's pending
             *     payments, as stored when the bank flow started), in the order of `debtNrs`. The
             *     portal says the amount and what is left after it while the bank confirms.
             */
            amounts: components["schemas"]["PendingDebtAmount"][];
            /** @description Type of the pending payment; `reconciliation` makes the portal refresh the settlement after confirmation. */
            paymentType: components["schemas"]["PaymentType"] | null;
        };
        /** @description **Designed.** The amount pending on one debt. */
        PendingDebtAmount: {
            debtNr: components["schemas"]["DebtNr"];
            amount: components["schemas"]["Money"];
        };
        PaymentConfirmResult: {
            /** @description True when the payment went through or awaits confirmation; false when cancelled or failed. */
            status: boolean;
        };
        InvoiceCopyResult: {
            /** @description Above 0 success (request number), 0 failure. */
            key: number;
            /**
             * Format: date
             * @description New due date of the debt.
             */
            value: string | null;
        };
        /** @description Feedback entity (spec section 3). Calls use `FeedbackSaveRequest` and `FeedbackUpdateRequest`. */
        Feedback: {
            Nr: number;
            FeedbackType: components["schemas"]["FeedbackType"];
            OrderNr: number;
            Comment: string | null;
            /** @enum {integer|null} */
            Smiley: 0 | 1 | null;
            NPS: number | null;
        };
        /** @description Empty body `{}`. */
        EmptyRequest: Record<string, never>;
        /** @description One of the login bodies, chosen by `LoginType`. */
        LoginRequest: components["schemas"]["LoginWithCaseNumber"] | components["schemas"]["LoginWithIdentifier"] | components["schemas"]["LoginWithToken"] | components["schemas"]["StrongAuthenticationReturn"];
        /** @description Login type 2, case number plus online ID (weak login). */
        LoginWithCaseNumber: {
            /** @constant */
            LoginType: 2;
            /** @description Case (order) number, 1-8 digits. */
            Username: string;
            /** @description Online ID from the letter, 5-8 digits. */
            Password: string;
        };
        /**
         * @description Login type 3: a Finnish personal identity code (DDMMYY, century sign, 3-digit individual
         *     number, check character) or a business ID (7 digits, hyphen, check digit). The server
         *     verifies the check character or digit. Requires the current session.
         */
        LoginWithIdentifier: {
            /** @constant */
            LoginType: 3;
            Identifier: string;
        };
        /** @description Login type 4, token from a link (`/login/token/{token}`). */
        LoginWithToken: {
            /** @constant */
            LoginType: 4;
            Token: string;
        };
        /**
         * @description Login type 0 (strong login) or 6 (re-authentication): the identity provider's return
         *     parameters from `/login/verify`. `code` is absent when the provider returned an error
         *     (`error_description`), which is answered as cancelled.
         */
        StrongAuthenticationReturn: {
            /** @enum {integer} */
            LoginType: 0 | 6;
            code?: string;
            state: string;
            session_state?: string | null;
            redirectTo?: components["schemas"]["RedirectPath"] | null;
            error_description?: string | null;
        };
        /** @description **Designed.** Where to return after strong authentication, and the provider's language. */
        AuthenticationUrlRequest: {
            redirectTo: components["schemas"]["RedirectPath"];
            Lang: components["schemas"]["LanguageId"];
        };
        /** @description New phone number or e-mail address; `ContactType` equals the path's `contactType`. */
        AddContactRequest: components["schemas"]["AddPhoneRequest"] | components["schemas"]["AddEmailRequest"];
        AddPhoneRequest: {
            /** @constant */
            ContactType: "phone";
            /** @description Phone number without +358 and without the leading zero, 1-12 digits. */
            Text: string;
            /** @description SMS allowed. */
            Allow: boolean;
        };
        AddEmailRequest: {
            /** @constant */
            ContactType: "email";
            Text: components["schemas"]["EmailAddress"];
            /** @description E-mail allowed. */
            Allow: boolean;
        };
        UpdateIbanRequest: {
            /** @description Finnish IBAN, 18 characters without spaces; the mod-97 check is done by the server too. */
            iban: string;
            /** @description BIC derived from the bank code by the portal. */
            bic: string;
        };
        /**
         * @description One payment in the cart. `amount` in euros with two decimals, above 0 and at most what
         *     is left of the debt (or of the installment); a `custom` amount is at least 5 euros.
         *     `msnr` is the plan number for `installment` and `reconciliation` payments, else null.
         */
        PaymentCartItem: {
            debtNr: components["schemas"]["DebtNr"];
            description: string | null;
            amount: number;
            paymentType: components["schemas"]["PaymentType"];
            msnr?: components["schemas"]["PaymentPlanNr"] | null;
        };
        PaymentFormDataRequest: {
            DebtorNr: components["schemas"]["DebtorNr"];
            Method: components["schemas"]["BankProviderId"];
            Language: components["schemas"]["LanguageId"];
            /**
             * @description **Designed content** (the spec names the field only): the item the payment started
             *     from (the first cart item), or null.
             */
            PaymentItem?: components["schemas"]["PaymentCartItem"] | null;
            PaymentCart: components["schemas"]["PaymentCartItem"][];
        };
        PaymentPlanCalculateRequest: {
            /** @description Debts of the plan; 2 or more for a joint plan. */
            DebtNrs: components["schemas"]["DebtNr"][];
            /**
             * @description Plan type of a new plan; always 0.
             * @constant
             */
            Type: 0;
            /** @description Chosen monthly amount in euros with two decimals; at least 5 and at most the selected total. */
            Amount: number;
            DateSelection: components["schemas"]["DateSelection"];
            /** @constant */
            Create: false;
        };
        PaymentPlanCreateRequest: {
            DebtNrs: components["schemas"]["DebtNr"][];
            /** @constant */
            Type: 0;
            /** @description Chosen monthly amount in euros with two decimals; at least 5 and at most the selected total. */
            Amount: number;
            DateSelection: components["schemas"]["DateSelection"];
            /** @constant */
            Create: true;
        };
        DueDateTransferRequest: {
            DebtorNr: components["schemas"]["DebtorNr"];
            DebtNr: components["schemas"]["DebtNr"];
            /** Format: date */
            NewDuedate: string;
        };
        /**
         * @description Verdict data (spec section 3): `Email`, `OrderNrs`, `Lang`, `AuthMode`, `IsMandatory`.
         *     Body of `judgementUrl` (**designed**).
         */
        VerdictData: {
            Email: components["schemas"]["EmailAddress"];
            OrderNrs: components["schemas"]["OrderNr"][];
            Lang: components["schemas"]["LanguageId"];
            /** @description **Designed:** optional identity-provider hint; null lets the provider offer every method. */
            AuthMode?: string | null;
            /** @description The decision must be opened before the portal can be used. */
            IsMandatory: boolean;
        };
        JudgementSignRequest: {
            Email: components["schemas"]["EmailAddress"];
            Lang: components["schemas"]["LanguageId"];
            IsMandatory: boolean;
        };
        JudgementVerifyRequest: {
            Email?: components["schemas"]["EmailAddress"];
            IsMandatory?: boolean;
            RequestId: components["schemas"]["SigningRequestId"];
            TaskId: components["schemas"]["SigningRequestId"];
            Outcome?: components["schemas"]["SigningOutcome"];
            Timestamp?: components["schemas"]["SigningTimestamp"];
            Signature?: components["schemas"]["SigningSignature"];
            Lang: components["schemas"]["LanguageId"];
        };
        ConfirmSuggestedPaymentPlanRequest: {
            orderNr: components["schemas"]["OrderNr"];
            msNr: components["schemas"]["PaymentPlanNr"];
            accept: boolean;
        };
        InvoiceCopyRequest: {
            orderNr: components["schemas"]["OrderNr"];
            /** @description Chosen bills; with only one bill the portal sends that one. */
            billNrs: components["schemas"]["BillNr"][];
            email: components["schemas"]["EmailAddress"];
        };
        /**
         * @description Reclamation (dispute) form, sent as multipart/form-data. Attachments at most
         *     20,000,000 bytes in total (413 above), extensions pdf, rtf, doc, docx, xls, xlsx, msg,
         *     jpg, jpeg, png, bmp, tiff.
         */
        Reclamation: {
            orderNr: components["schemas"]["OrderNr"];
            /**
             * @description Chosen bases, at least one (spec: "at least one basis"). **Designed:** each basis is
             *     its own part, like `billNrs`; one basis is one part.
             */
            basis: components["schemas"]["ReclamationBasis"][];
            text: string;
            name: string;
            /**
             * @description Optional, except in the "other reason" flow (spec 5: the complaint phone of the other
             *     flow is required, 1-12 digits): with the basis `otherReason` the part is required.
             *     Omit the part when empty.
             */
            phone?: string;
            email: components["schemas"]["EmailAddress"];
            /** @description Disputed bills; with only one invoice bill the portal sends that one. */
            billNrs: components["schemas"]["BillNr"][];
            /** @description Attachments (**designed** limit of 10 files). */
            files?: Blob[];
        };
        /**
         * @description Contact request form, sent as multipart/form-data. `text` is limited to 1000 characters
         *     as the spec's validator does; the spec's Finnish message and the character counter say
         *     2000, which the portal must align to 1000. The detail of the preferred contact method
         *     (`phone` or `email`) is required. Attachments as for reclamations.
         */
        ContactRequest: {
            orderNr: components["schemas"]["OrderNr"];
            /**
             * Format: date
             * @description Date the debtor sent the request.
             */
            registerDate: string;
            headerText: string;
            text: string;
            /** @description Phone number, 2-12 digits. */
            phone?: string;
            email?: components["schemas"]["EmailAddress"];
            /** @description Attachments; the portal appends the debt number to each file name (**designed** limit of 10 files). */
            files?: Blob[];
            language: components["schemas"]["LanguageId"];
        };
        ReconciliationStartRequest: {
            SubPoenaNr: components["schemas"]["SubpoenaNr"];
            DebtNrs: components["schemas"]["DebtNrList"];
        };
        ReconciliationCancelRequest: {
            SubPoenaNr: components["schemas"]["SubpoenaNr"];
            StatusNr: components["schemas"]["SubpoenaStatusNr"];
            DebtNrs: components["schemas"]["DebtNrList"];
        };
        ReconciliationCalculateRequest: {
            StatusNr: components["schemas"]["SubpoenaStatusNr"];
            SubPoenaNr: components["schemas"]["SubpoenaNr"];
            DebtNrs: components["schemas"]["DebtNrList"];
            /** @constant */
            Create: false;
            lang: components["schemas"]["LanguageId"];
        };
        /** @description **Designed:** the calculate body with `Create: true`. */
        ReconciliationCreateRequest: {
            StatusNr: components["schemas"]["SubpoenaStatusNr"];
            SubPoenaNr: components["schemas"]["SubpoenaNr"];
            DebtNrs: components["schemas"]["DebtNrList"];
            /** @constant */
            Create: true;
            lang: components["schemas"]["LanguageId"];
        };
        ReconciliationSignRequest: {
            SubPoenaNr: components["schemas"]["SubpoenaNr"];
            StatusNr: components["schemas"]["SubpoenaStatusNr"];
            Lang: components["schemas"]["LanguageId"];
        };
        /** @description **Designed.** */
        ReconciliationUrlRequest: {
            SubPoenaNr: components["schemas"]["SubpoenaNr"];
            StatusNr: components["schemas"]["SubpoenaStatusNr"];
            Lang: components["schemas"]["LanguageId"];
        };
        SigningVerifyRequest: {
            RequestId: components["schemas"]["SigningRequestId"];
            TaskId: components["schemas"]["SigningRequestId"];
            Outcome?: components["schemas"]["SigningOutcome"];
            Timestamp?: components["schemas"]["SigningTimestamp"];
            Signature?: components["schemas"]["SigningSignature"];
            Lang: components["schemas"]["LanguageId"];
        };
        /** @description The signing service's signed notice, as its return carries it in the query. */
        SigningCallbackRequest: {
            requestId: components["schemas"]["SigningRequestId"];
            taskId: components["schemas"]["SigningRequestId"];
            outcome: components["schemas"]["SigningOutcome"];
            timestamp: components["schemas"]["SigningTimestamp"];
            signature: components["schemas"]["SigningSignature"];
        };
        /** @description Debt numbers of the signed-in debtor. */
        DebtNrList: components["schemas"]["DebtNr"][];
        /** @description First save, on the smiley click. General feedback uses `FeedbackType` 1 and `OrderNr` 0. */
        FeedbackSaveRequest: {
            FeedbackType: components["schemas"]["FeedbackType"];
            /** @description Order the feedback is about; 0 for general feedback. */
            OrderNr: number;
            Comment?: string | null;
            /**
             * @description 0 bad, 1 good.
             * @enum {integer}
             */
            Smiley: 0 | 1;
            /** @description Net promoter score 0-10 (default 5). */
            NPS?: number | null;
        };
        /** @description The comment, sent after save; the smiley is locked, so `Smiley` is null. */
        FeedbackUpdateRequest: {
            Token: components["schemas"]["FeedbackToken"];
            FeedbackType: components["schemas"]["FeedbackType"];
            OrderNr: number;
            Comment: string;
            Smiley?: null;
            /** @description The portal sends null. */
            NPS?: number | null;
        };
        /** @description **Designed.** The consent dialog's three switches. */
        CookieSettings: {
            /**
             * @description Necessary cookies; always on.
             * @constant
             */
            Necessary: true;
            Cookies: boolean;
            Tracking: boolean;
        };
    };
    responses: {
        /** @description The PDF, sent as an attachment. */
        Pdf: {
            headers: {
                "Content-Disposition": components["headers"]["ContentDisposition"];
                "X-Content-Type-Options": components["headers"]["NoSniff"];
                [name: string]: unknown;
            };
            content: {
                "application/pdf": string;
            };
        };
        /** @description The operation needs a strong (bank) login; a case-number or token login is refused. */
        StrongLoginRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 1,
                 *       "ErrorCode": "error.dataExport.1",
                 *       "responseObject": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description Invalid request: schema validation failed (wrong type, pattern, length or range, missing
         *     or unknown field), a path parameter does not match the body, or a signed return
         *     parameter does not verify.
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 1,
                 *       "ErrorCode": "error.server.0",
                 *       "responseObject": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description Missing, unknown, expired or revoked session. A session cookie that was sent is deleted
         *     (`Set-Cookie` with `Max-Age=0`). The portal logs out.
         */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 1,
                 *       "ErrorCode": "error.generic.1",
                 *       "responseObject": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The debtor may not do this (another debtor's identifier, a debt flag that forbids the action, hidden personal information). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 1,
                 *       "ErrorCode": "error.server.0",
                 *       "responseObject": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unknown identifier (or one of another debtor, answered the same way), or a path value too long to be one. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 1,
                 *       "ErrorCode": "error.server.0",
                 *       "responseObject": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request is too large: a JSON body over 64 KiB (`error.server.0`), or attachments over 20,000,000 bytes in total (`fileSizeError`). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 1,
                 *       "ErrorCode": "fileSizeError",
                 *       "responseObject": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The body's content type is not one the operation takes. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 1,
                 *       "ErrorCode": "error.server.0",
                 *       "responseObject": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Rate limit reached (per client address, and for logins per case number). */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 1,
                 *       "ErrorCode": "error.server.0",
                 *       "responseObject": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description Locale of the document. */
        LocalePath: components["schemas"]["Locale"];
        /** @description Debt number of the signed-in debtor. */
        DebtNrPath: components["schemas"]["DebtNr"];
        /** @description Payment plan number of the signed-in debtor. */
        MsnrPath: components["schemas"]["PaymentPlanNr"];
        /** @description Subpoena status number. */
        StatusNrPath: components["schemas"]["SubpoenaStatusNr"];
        /** @description Subpoena number. */
        SubpoenaNrPath: components["schemas"]["SubpoenaNr"];
        /** @description Which contact detail. */
        ContactTypePath: components["schemas"]["ContactMethod"];
        /** @description `true` to allow, `false` to forbid. */
        AllowPath: boolean;
    };
    requestBodies: never;
    headers: {
        /** @description `attachment; filename="<safe ASCII name>.pdf"` (with `filename*` for non-ASCII names). */
        ContentDisposition: string;
        /** @description Always `nosniff`. */
        NoSniff: "nosniff";
        /** @description Seconds until the client may try again. */
        RetryAfter: number;
        /** @description `Cookie`: the operation needs the session cookie. */
        WwwAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "LoginType": 2,
                 *       "Username": "1000001",
                 *       "Password": "11111111"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /**
             * @description Login answer; `status` 0 with the session's lifetime (the session itself is the
             *     `Set-Cookie` of this answer), or `status` 1 with a `LoginErrorCode`.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 0,
                     *       "ErrorCode": null,
                     *       "expires_in": 1800
                     *     }
                     */
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyRequest"];
            };
        };
        responses: {
            /** @description The session's new lifetime. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyRequest"];
            };
        };
        responses: {
            /** @description Logged out; `responseObject` is true. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "signedIn": true,
                     *       "LoginType": 2,
                     *       "expires_in": 1620
                     *     }
                     */
                    "application/json": components["schemas"]["SessionState"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAuthenticationUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "redirectTo": "/front-page",
                 *       "Lang": "fi"
                 *     }
                 */
                "application/json": components["schemas"]["AuthenticationUrlRequest"];
            };
        };
        responses: {
            /** @description Provider address in `responseObject.url`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectUrlEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLoginAuthenticationUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticationUrlRequest"];
            };
        };
        responses: {
            /** @description Provider address in `responseObject.url`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectUrlEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmAuthentication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "LoginType": 0,
                 *       "code": "SplxlOBeZQQYbYS6WxSbIA",
                 *       "state": "af0ifjsldkj",
                 *       "session_state": "4f0c1a",
                 *       "redirectTo": "/front-page"
                 *     }
                 */
                "application/json": components["schemas"]["StrongAuthenticationReturn"];
            };
        };
        responses: {
            /** @description Token on success, or `status` 1 with `Cancel` or `NoDebts`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDebtor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Debtor data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DebtorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    addContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which contact detail. */
                contactType: components["parameters"]["ContactTypePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ContactType": "phone",
                 *       "Text": "401234567",
                 *       "Allow": true
                 *     }
                 */
                "application/json": components["schemas"]["AddContactRequest"];
            };
        };
        responses: {
            /** @description Added; `responseObject` is true. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    markContactQueried: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded; `responseObject` is true. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setContactAllowed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which contact detail. */
                contactType: components["parameters"]["ContactTypePath"];
                /** @description `true` to allow, `false` to forbid. */
                allow: components["parameters"]["AllowPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved; `responseObject` is true. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateIban: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "iban": "FI2112345600000785",
                 *       "bic": "NDEAFIHH"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateIbanRequest"];
            };
        };
        responses: {
            /** @description Saved (`responseObject` true) or refused (`status` 1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session did not identify the debtor with online banking. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 1,
                     *       "ErrorCode": "error.refund.identify",
                     *       "responseObject": null
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The debtor's data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExportEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StrongLoginRequired"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDataExportPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Locale of the document. */
                locale: components["parameters"]["LocalePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StrongLoginRequired"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReminderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReminderSettingsEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveReminderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "byEmail": true,
                 *       "bySms": false,
                 *       "daysBefore": 3,
                 *       "language": "fi"
                 *     }
                 */
                "application/json": components["schemas"]["ReminderSettingsRequest"];
            };
        };
        responses: {
            /** @description Saved (`responseObject` true) or refused (`status` 1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPaymentDemandConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent, or state `none`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDemandConsentEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    givePaymentDemandConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel": "email"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentDemandConsentRequest"];
            };
        };
        responses: {
            /** @description Given (the consent) or refused (`status` 1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDemandConsentEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    withdrawPaymentDemandConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn, or refused (`status` 1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDemandConsentEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAnnouncements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Announcements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Announcement"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFaq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description FAQ items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqItem"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPendingPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingPaymentsEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPaymentMethods: {
        parameters: {
            query: {
                Language: components["schemas"]["LanguageId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups in the provider's order, each with its methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 0,
                     *       "ErrorCode": null,
                     *       "responseObject": {
                     *         "groups": [
                     *           {
                     *             "id": "mobile",
                     *             "name": "Mobiilimaksutavat",
                     *             "providers": [
                     *               {
                     *                 "id": "mobilepay",
                     *                 "name": "MobilePay",
                     *                 "logo": "https://pay.example/logos/mobilepay.svg"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentMethodsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmPayment: {
        parameters: {
            query: {
                /** @description Merchant account number. */
                "checkout-account": number;
                /** @description Signature algorithm; only HMAC-SHA256 is accepted. */
                "checkout-algorithm": "sha256";
                /** @description Paid amount in cents. */
                "checkout-amount": number;
                /** @description Unique identifier the server gave the payment when it prepared the form data. */
                "checkout-stamp": string;
                /** @description Payment reference. */
                "checkout-reference": string;
                /** @description Provider's transaction identifier. */
                "checkout-transaction-id": string;
                /** @description Payment status reported by the provider. */
                "checkout-status": components["schemas"]["CheckoutStatus"];
                /** @description Payment method the debtor used, for example `osuuspankki`. */
                "checkout-provider": string;
                /** @description HMAC-SHA256 of the `checkout-*` parameters, lower-case hex. */
                signature: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Return accepted; `responseObject.status` tells whether the payment went through. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 0,
                     *       "ErrorCode": null,
                     *       "responseObject": {
                     *         "status": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentConfirmEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    paymentCallback: {
        parameters: {
            query: {
                /** @description Merchant account number. */
                "checkout-account": number;
                /** @description Signature algorithm; only HMAC-SHA256 is accepted. */
                "checkout-algorithm": "sha256";
                /** @description Paid amount in cents. */
                "checkout-amount": number;
                /** @description Unique identifier the server gave the payment when it prepared the form data. */
                "checkout-stamp": string;
                /** @description Payment reference. */
                "checkout-reference": string;
                /** @description Provider's transaction identifier. */
                "checkout-transaction-id": string;
                /** @description Payment status reported by the provider. */
                "checkout-status": components["schemas"]["CheckoutStatus"];
                /** @description Payment method the debtor used, for example `osuuspankki`. */
                "checkout-provider": string;
                /** @description HMAC-SHA256 of the `checkout-*` parameters, lower-case hex. */
                signature: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Callback received (`responseObject` true); the provider stops retrying. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 0,
                     *       "ErrorCode": null,
                     *       "responseObject": true
                     *     }
                     */
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signingCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SigningCallbackRequest"];
            };
        };
        responses: {
            /** @description Notice received (`responseObject` true); the service stops retrying. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 0,
                     *       "ErrorCode": null,
                     *       "responseObject": true
                     *     }
                     */
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            /** @description Another instance is sending this court decision right now; the service calls again (`Retry-After`). A send cut short by a stopped instance is taken again once its claim is five minutes old. */
            503: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPaymentFormData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "DebtorNr": 1,
                 *       "Method": "nordea",
                 *       "Language": "fi",
                 *       "PaymentItem": null,
                 *       "PaymentCart": [
                 *         {
                 *           "debtNr": 100001,
                 *           "description": "Sähkölasku",
                 *           "amount": 25.5,
                 *           "paymentType": "custom",
                 *           "msnr": null
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PaymentFormDataRequest"];
            };
        };
        responses: {
            /**
             * @description Form data in `responseObject.result`, or `status` 1 with `ErrorCode`
             *     `blockPendingOrdersText` (a debt's payment is pending) or `error.payment.1` (a debt
             *     is not paid in this service).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentFormDataEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    calculatePaymentPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "DebtNrs": [
                 *         700001,
                 *         700002
                 *       ],
                 *       "Type": 0,
                 *       "Amount": 50,
                 *       "DateSelection": 0,
                 *       "Create": false
                 *     }
                 */
                "application/json": components["schemas"]["PaymentPlanCalculateRequest"];
            };
        };
        responses: {
            /** @description Calculation, or `status` 1 with `ErrorCode`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanCalculationEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createPaymentPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentPlanCreateRequest"];
            };
        };
        responses: {
            /** @description Created (`responseObject` true) or refused (`status` 1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDueDateParameters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Debt number of the signed-in debtor. */
                debtNr: components["parameters"]["DebtNrPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Parameters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DueDateTransferParametersEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    transferDueDate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "DebtorNr": 7,
                 *       "DebtNr": 700001,
                 *       "NewDuedate": "2026-03-16"
                 *     }
                 */
                "application/json": components["schemas"]["DueDateTransferRequest"];
            };
        };
        responses: {
            /** @description Transfer result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DueDateTransferEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getJudgementUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Email": "liisa.korhonen@example.com",
                 *       "OrderNrs": [
                 *         4000001
                 *       ],
                 *       "Lang": "fi",
                 *       "AuthMode": null,
                 *       "IsMandatory": false
                 *     }
                 */
                "application/json": components["schemas"]["VerdictData"];
            };
        };
        responses: {
            /** @description Address in `responseObject.url`, or `status` 1 with `ErrorCode`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectUrlEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signJudgement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Email": "liisa.korhonen@example.com",
                 *       "Lang": "fi",
                 *       "IsMandatory": true
                 *     }
                 */
                "application/json": components["schemas"]["JudgementSignRequest"];
            };
        };
        responses: {
            /** @description Redirect address in `responseObject`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectAddressEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyJudgement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JudgementVerifyRequest"];
            };
        };
        responses: {
            /** @description Verification result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningVerifyEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmSuggestedPaymentPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderNr": 7000003,
                 *       "msNr": 9001,
                 *       "accept": true
                 *     }
                 */
                "application/json": components["schemas"]["ConfirmSuggestedPaymentPlanRequest"];
            };
        };
        responses: {
            /** @description Result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmPaymentPlanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestInvoiceCopy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderNr": 1000001,
                 *       "billNrs": [
                 *         1
                 *       ],
                 *       "email": "aino.virtanen@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceCopyRequest"];
            };
        };
        responses: {
            /** @description Result in `responseObject{key, value}`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceCopyEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    submitReclamation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Reclamation"];
            };
        };
        responses: {
            /** @description Filed (`responseObject` true) or refused (`status` 1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    submitContactRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            /** @description Sent (`responseObject` true) or refused (`status` 1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    startReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "SubPoenaNr": 5001,
                 *       "DebtNrs": [
                 *         500001,
                 *         500002
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ReconciliationStartRequest"];
            };
        };
        responses: {
            /** @description Updated subpoena. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubpoenaEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReconciliationCancelRequest"];
            };
        };
        responses: {
            /** @description Cancelled (`responseObject` true) or refused (`status` 1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    calculateReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReconciliationCalculateRequest"];
            };
        };
        responses: {
            /** @description Calculated plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalculationResultEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReconciliationCreateRequest"];
            };
        };
        responses: {
            /** @description Updated subpoena. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubpoenaEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReconciliationSignRequest"];
            };
        };
        responses: {
            /** @description Signing address in `responseObject`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectAddressEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReconciliationUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReconciliationUrlRequest"];
            };
        };
        responses: {
            /** @description Signing address in `responseObject`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectAddressEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SigningVerifyRequest"];
            };
        };
        responses: {
            /** @description Verification result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningVerifyEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getBalanceReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Locale of the document. */
                locale: components["parameters"]["LocalePath"];
                /** @description Debt number of the signed-in debtor. */
                debtNr: components["parameters"]["DebtNrPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPaymentPlanConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Locale of the document. */
                locale: components["parameters"]["LocalePath"];
                /** @description Payment plan number of the signed-in debtor. */
                msnr: components["parameters"]["MsnrPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReconciliationPlanFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Payment plan number of the signed-in debtor. */
                msnr: components["parameters"]["MsnrPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSettlementDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subpoena status number. */
                statusNr: components["parameters"]["StatusNrPath"];
                /** @description Subpoena number. */
                subpoenaNr: components["parameters"]["SubpoenaNrPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "FeedbackType": 1,
                 *       "OrderNr": 0,
                 *       "Comment": null,
                 *       "Smiley": 1,
                 *       "NPS": 5
                 *     }
                 */
                "application/json": components["schemas"]["FeedbackSaveRequest"];
            };
        };
        responses: {
            /** @description Update token in `responseObject`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackTokenEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Token": "42.XyoNbDJ4MxU2mCq4Ryzq1fHHP3ru-_Zr7O2J7o4aC8w",
                 *       "FeedbackType": 1,
                 *       "OrderNr": 0,
                 *       "Comment": "Selkeä palvelu.",
                 *       "Smiley": null,
                 *       "NPS": null
                 *     }
                 */
                "application/json": components["schemas"]["FeedbackUpdateRequest"];
            };
        };
        responses: {
            /** @description Updated (`responseObject` true). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveCookieSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Necessary": true,
                 *       "Cookies": true,
                 *       "Tracking": false
                 *     }
                 */
                "application/json": components["schemas"]["CookieSettings"];
            };
        };
        responses: {
            /** @description Saved (`responseObject` true). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description A dependency (the database) does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to take requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description The database does not answer, lacks a migration, or the instance is closing. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
        };
    };
}
