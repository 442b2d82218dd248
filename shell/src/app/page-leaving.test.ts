import { PageLeaving } from './page-leaving';

/** A load the test settles by hand. */
function pendingLoad() {
  let settle: () => void = () => undefined;
  const load = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { load, settle: () => settle() };
}

const fire = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type));

describe('PageLeaving', () => {
  it('tells that a navigation away began while a load was in flight', () => {
    const window = new EventTarget();
    const leaving = new PageLeaving(window);
    void leaving.track(pendingLoad().load);
    expect(leaving.began).toBe(false);
    fire(window, 'beforeunload');
    expect(leaving.began).toBe(true);
  });

  it('still tells it for a load started after the navigation began (a retry)', async () => {
    const window = new EventTarget();
    const leaving = new PageLeaving(window);
    const first = pendingLoad();
    void leaving.track(first.load);
    fire(window, 'beforeunload');
    first.settle();
    await first.load;
    void leaving.track(pendingLoad().load);
    expect(leaving.began).toBe(true);
  });

  it('forgets it once the visitor uses the page again (the navigation was called off)', () => {
    for (const type of ['pointerdown', 'keydown', 'pageshow']) {
      const window = new EventTarget();
      const leaving = new PageLeaving(window);
      void leaving.track(pendingLoad().load);
      fire(window, 'beforeunload');
      fire(window, type);
      expect([type, leaving.began]).toEqual([type, false]);
    }
  });

  it('listens to beforeunload only while a load is in flight', async () => {
    const window = new EventTarget();
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const leaving = new PageLeaving(window);
    const [first, second] = [pendingLoad(), pendingLoad()];
    void leaving.track(first.load);
    void leaving.track(second.load);
    first.settle();
    await first.load;
    expect(remove).not.toHaveBeenCalled();
    second.settle();
    await second.load;
    // The bookkeeping runs in a reaction of its own, after the load's.
    await Promise.resolve();
    expect(add.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(1);
    expect(remove).toHaveBeenCalledWith('beforeunload', add.mock.calls[0]?.[1]);
    fire(window, 'beforeunload');
    expect(leaving.began).toBe(false);
  });

  it('never tells it where there is no window (a server render)', () => {
    const leaving = new PageLeaving(undefined);
    const { load } = pendingLoad();
    expect(leaving.track(load)).toBe(load);
    expect(leaving.began).toBe(false);
  });
});
