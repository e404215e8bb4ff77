import { createRef } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import LazyTouchRipple from '../../../src/client/components/LazyTouchRipple';

// The browser build gives MUI's ButtonBase this stand-in for its ripple (scripts/lib/muiTrims.ts); the
// ripple's code comes on the first press. A press made before it arrived must not be lost, a press
// already let go must not play late.
describe('LazyTouchRipple', () => {
  it('plays a press still held once the code is there, drops one let go (running its callback), then acts at once', async () => {
    const held = createRef<TouchRippleActions>();
    const released = createRef<TouchRippleActions>();
    const { container } = render(
      <>
        <span data-testid="held" style={{ position: 'relative', display: 'block', width: 40, height: 40 }}>
          <LazyTouchRipple ref={held} />
        </span>
        <span data-testid="released" style={{ position: 'relative', display: 'block', width: 40, height: 40 }}>
          <LazyTouchRipple ref={released} />
        </span>
      </>,
    );
    const [heldBox, releasedBox] = [...container.children] as HTMLElement[];
    const afterStop = jest.fn();
    act(() => {
      held.current!.pulsate();
      released.current!.start(undefined, { center: true });
      released.current!.stop(undefined, afterStop);
    });
    expect(afterStop).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();

    await waitFor(() => expect(heldBox!.querySelector('.MuiTouchRipple-ripplePulsate')).not.toBeNull());
    expect(releasedBox!.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    expect(releasedBox!.querySelector('.MuiTouchRipple-ripple')).toBeNull();

    act(() => released.current!.start(undefined, { center: true }));
    expect(releasedBox!.querySelector('.MuiTouchRipple-ripple')).not.toBeNull();
  });

  it('a ripple mounted after the code arrived renders it at once', () => {
    const ref = createRef<TouchRippleActions>();
    const { container } = render(<LazyTouchRipple ref={ref} />);
    expect(container.querySelector('.MuiTouchRipple-root')).not.toBeNull();
  });
});
