import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { replayEarlyInput, stopRecordingEarlyInput, type EarlyInput } from './early-input';

// React's act() outside Testing Library: the environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A controlled select and radio group, as the footer and the filters bar have them. */
function Controls({
  onCurrency,
  onOffer,
}: {
  onCurrency: (v: string) => void;
  onOffer: (v: string) => void;
}) {
  const [currency, setCurrency] = useState('THB');
  const [offer, setOffer] = useState('All');
  return (
    <form>
      <select
        aria-label="Currency"
        value={currency}
        onChange={(event) => {
          setCurrency(event.target.value);
          onCurrency(event.target.value);
        }}
      >
        <option value="THB">THB</option>
        <option value="USD">USD</option>
      </select>
      {['All', 'Sale', 'Rent'].map((value) => (
        <input
          key={value}
          type="radio"
          name="offer"
          aria-label={value}
          value={value}
          checked={offer === value}
          onChange={() => {
            setOffer(value);
            onOffer(value);
          }}
        />
      ))}
    </form>
  );
}

it('replays a select change and a radio click made before hydration, after it', async () => {
  const onCurrency = jest.fn();
  const onOffer = jest.fn();
  const tree = <Controls onCurrency={onCurrency} onOffer={onOffer} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);

  // The visitor acts on the server's HTML; the recorder keeps what they did.
  const select = container.querySelector('select') as HTMLSelectElement;
  const rent = container.querySelector('input[value="Rent"]') as HTMLInputElement;
  select.value = 'USD';
  rent.checked = true;
  const events: EarlyInput[] = [
    { kind: 'change', target: select, value: 'USD', checked: false },
    { kind: 'change', target: rent, value: 'Rent', checked: true },
  ];
  window.__earlyInput = { events, stop: jest.fn() };

  await act(async () => {
    hydrateRoot(container, tree);
  });
  expect(onCurrency).not.toHaveBeenCalled();
  await act(async () => {
    expect(replayEarlyInput()).toBe(2);
  });
  expect(onCurrency).toHaveBeenCalledWith('USD');
  expect(onOffer).toHaveBeenCalledWith('Rent');
  expect(select.value).toBe('USD');
  expect(rent.checked).toBe(true);
  expect(window.__earlyInput.stop).toHaveBeenCalled();
  // Replayed once: nothing is left to replay.
  expect(replayEarlyInput()).toBe(0);
});

it('keeps recording values, not clicks, once hydration has started', () => {
  const keepValuesOnly = jest.fn();
  const stop = jest.fn();
  window.__earlyInput = { events: [], keepValuesOnly, stop };
  stopRecordingEarlyInput();
  expect(keepValuesOnly).toHaveBeenCalledTimes(1);
  // The recorder stops for good only when the replay runs, after the page has committed.
  expect(stop).not.toHaveBeenCalled();
  replayEarlyInput();
  expect(stop).toHaveBeenCalledTimes(1);
});

it('stops an older recorder that cannot keep values only', () => {
  const stop = jest.fn();
  window.__earlyInput = { events: [], stop };
  stopRecordingEarlyInput();
  expect(stop).toHaveBeenCalledTimes(1);
});
