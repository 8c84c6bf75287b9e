import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslator } from '../../../lib/translator';
import {
  Button,
  Card,
  Heading,
  Show,
  Stack,
  Text,
  TextLink,
  TwoColumnLayout,
  type RenderLink,
} from '@portal/design-system';
import { useDocumentTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { SMALL_SCREEN, useMediaQuery } from '../../../lib/useMediaQuery';
import { LoginTabs } from './LoginTabs';

// Small screens only: the login card opens in a full-screen dialog, loaded on first use.
const LoginDialog = lazy(() => import('./LoginDialog'));

/**
 * The login home (spec 2): header, announcements, and the login card with its tabs. The
 * announcements are another feature's; the composition root hands them in.
 */
export default function LoginPage({
  announcements,
  onFirstUse,
  renderLink,
}: {
  announcements?: ReactNode;
  /** How links render: the portal's router's, or plain anchors on the login page's own script. */
  renderLink?: RenderLink;
  /**
   * Called once, when the visitor first touches the login form (focus, pointer or key): the
   * composition root fetches the front page's code meanwhile.
   */
  onFirstUse?: () => void;
}) {
  const { t } = useTranslator();
  const used = useRef(false);
  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    onFirstUse?.();
  };
  const firstUseHandlers = {
    onFocusCapture: firstUse,
    onPointerDownCapture: firstUse,
    onKeyDownCapture: firstUse,
  };
  // Unknown (null) in the prerendered page and while it hydrates: both variants are then in the
  // HTML and CSS shows the one that fits; afterwards only that one stays mounted.
  const small = useMediaQuery(SMALL_SCREEN);
  const [dialogOpen, setDialogOpen] = useState(false);
  useDocumentTitle(t, t('login.title'));

  const helpLink = (
    <TextLink href={paths.help.getHref()} renderLink={renderLink} weight="medium" standalone>
      {t('login.help')}
    </TextLink>
  );

  return (
    <TwoColumnLayout
      narrow="end"
      start={
        <Stack as="section" gap={3} aria-labelledby="login-home-title">
          <Heading level={1} tone="brand" id="login-home-title">
            {t('home.title')}
          </Heading>
          <Text size="lg" measure="short">
            {t('home.intro')}
          </Text>
          {announcements}
        </Stack>
      }
      end={
        <>
          {small !== false ? (
            <Show when="belowSmall">
              <Stack {...firstUseHandlers}>
                {/* A tap before the script has started is kept and replayed (early-read.inline.js). */}
                <Button
                  id="login-open"
                  data-early-tap=""
                  fullWidth
                  size="large"
                  aria-haspopup="dialog"
                  onClick={() => setDialogOpen(true)}
                >
                  {t('login.title')}
                </Button>
                {dialogOpen ? (
                  <Suspense fallback={null}>
                    <LoginDialog open onOpenChange={setDialogOpen} />
                  </Suspense>
                ) : null}
                {helpLink}
              </Stack>
            </Show>
          ) : null}
          {small !== true ? (
            <Show when="fromSmall">
              <Card as="section" heading={t('login.title')} headingLevel={2} {...firstUseHandlers}>
                <Stack>
                  <LoginTabs />
                  {helpLink}
                </Stack>
              </Card>
            </Show>
          ) : null}
        </>
      }
    />
  );
}
