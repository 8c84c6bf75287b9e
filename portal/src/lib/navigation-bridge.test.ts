import { describe, expect, it, vi } from 'vitest';
import { createNavigationBridge } from './navigation-bridge';

describe('navigation bridge', () => {
  it('holds a navigation until the router is attached, then forwards directly', () => {
    const bridge = createNavigationBridge();
    bridge.navigate('/', { replace: true });
    const target = vi.fn();
    bridge.attach(target);
    expect(target).toHaveBeenCalledWith('/', { replace: true });
    bridge.navigate('/help');
    expect(target).toHaveBeenLastCalledWith('/help', undefined);
    expect(target).toHaveBeenCalledTimes(2);
  });
});
