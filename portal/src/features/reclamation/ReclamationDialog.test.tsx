import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate } from '@portal/translations';
import { AINO, ainoVirtanen } from '../../test/fake-portal';
import { renderWithProviders } from '../../test/render';
import { debtorLoaded } from '../debtor/slice';
import { toDebtorModel } from '../debtor/model';
import ReclamationDialog from './ReclamationDialog';

const fi = (key: string) => translate('fi', key);

/** Radix's checkboxes measure themselves; jsdom has no observer, and nothing here needs sizes. */
class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', SilentResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog() {
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(
    <ReclamationDialog
      debtNr={AINO.debtNr}
      open
      onOpenChange={onOpenChange}
      mandatory={false}
      returnFocus={() => null}
    />,
  );
  act(() => {
    rendered.store.dispatch(debtorLoaded(toDebtorModel(ainoVirtanen())));
  });
  return { ...rendered, onOpenChange };
}

// Each test drives the whole dialog through its steps in jsdom: seconds on a busy machine.
describe(
  'ReclamationDialog, closing (the multi-step dialog of the kit)',
  { timeout: 30_000 },
  () => {
    it('closes at once while nothing has been chosen or typed', async () => {
      const user = userEvent.setup();
      const { onOpenChange } = renderDialog();
      const heading = await screen.findByRole('heading', { name: fi('reclamation.steps.intro') });
      await waitFor(() => expect(heading).toHaveFocus());
      await user.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.queryByText(fi('reclamation.confirmClose.title'))).toBeNull();
    });

    it('asks first once a bill is chosen; keeping returns to the step as it was', async () => {
      const user = userEvent.setup();
      const { onOpenChange } = renderDialog();
      await user.click(await screen.findByRole('button', { name: fi('common.continue') }));
      const bills = await screen.findByRole('group', { name: fi('reclamation.chooseBills') });
      const first = bills.querySelector('button[role="checkbox"]') as HTMLElement;
      await user.click(first);
      expect(first).toHaveAttribute('aria-checked', 'true');

      await user.keyboard('{Escape}');
      const question = await screen.findByRole('heading', {
        name: fi('reclamation.confirmClose.title'),
      });
      await waitFor(() => expect(question).toHaveFocus());
      expect(onOpenChange).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: fi('reclamation.confirmClose.keep') }));
      const group = await screen.findByRole('group', { name: fi('reclamation.chooseBills') });
      expect(group.querySelector('button[role="checkbox"]')).toHaveAttribute(
        'aria-checked',
        'true',
      );

      await user.keyboard('{Escape}');
      await user.click(
        await screen.findByRole('button', { name: fi('reclamation.confirmClose.leave') }),
      );
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
  },
);
