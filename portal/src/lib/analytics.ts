/**
 * Third-party analytics (spec 1) behind a provider interface. Events are sent only after the
 * debtor has allowed tracking (spec 2 consent dialog); before that, or after a refusal, nothing
 * leaves the browser. No provider is configured by default.
 */
export interface AnalyticsEvent {
  name: string;
  properties?: Record<string, string | number | boolean>;
}

export interface AnalyticsProvider {
  send(event: AnalyticsEvent): void;
}

export interface Analytics {
  track(event: AnalyticsEvent): void;
  setTrackingAllowed(allowed: boolean): void;
}

export function createAnalytics(provider: AnalyticsProvider | null): Analytics {
  let allowed = false;
  return {
    track(event) {
      if (allowed && provider) provider.send(event);
    },
    setTrackingAllowed(value) {
      allowed = value;
    },
  };
}
