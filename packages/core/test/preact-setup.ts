// Preact runs an unmounted component's effect cleanups after paint: at most 35 ms later (hooks' RAF_TIMEOUT). A file
// that ends sooner leaves them to a timer that fires once jsdom's window is gone, and Vitest reports an unhandled
// error against whichever element file ran last. Each file waits them out before its environment may go.
import { afterAll } from 'vitest';

afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 60)));
