import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentWaitScreen } from '../../src/ui/features/checkout/payment-wait-screen';

const allow = ['https://pay.example.com'];

function spySubmit() {
  return vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { pwned?: boolean }).pwned;
});

describe('PaymentWaitScreen', () => {
  it("shows 'Please Wait.....' and submits the rebuilt form exactly once (even under StrictMode)", () => {
    const submit = spySubmit();
    const { container } = render(
      <StrictMode>
        <PaymentWaitScreen
          paymentForm={`<form action="https://pay.example.com/pay" method="post"><input type="hidden" name="order" value="o_1"><input type="hidden" name="amount" value="52500"></form>`}
          allowedOrigins={allow}
        />
      </StrictMode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Please Wait.....');
    expect(submit).toHaveBeenCalledTimes(1);
    const form = container.querySelector('form');
    expect(form?.getAttribute('action')).toBe('https://pay.example.com/pay');
    expect(form?.getAttribute('method')).toBe('post');
    expect([...(form?.querySelectorAll('input') ?? [])].map((i) => [i.name, i.value])).toEqual([
      ['order', 'o_1'],
      ['amount', '52500'],
    ]);
  });

  it('runs no script and keeps no handler or visible control from hostile markup; a "submit" field does not break submission', () => {
    const submit = spySubmit();
    const hostile = `
      <img src=x onerror="window.pwned=true">
      <script>window.pwned = true</script>
      <form action="https://pay.example.com/pay" onsubmit="window.pwned=true">
        <input type="hidden" name="submit" value="x">
        <input type="text" name="card" value="4111">
        <button formaction="https://evil.test/">Pay</button>
        <input type="hidden" name="token" value="t" onfocus="window.pwned=true">
      </form>`;
    const { container } = render(<PaymentWaitScreen paymentForm={hostile} allowedOrigins={allow} />);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    expect(container.querySelector('script, img, button, [onsubmit], [onerror], [onfocus], input[type="text"]')).toBeNull();
    expect([...container.querySelectorAll('input')].map((i) => i.name)).toEqual(['submit', 'token']);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a foreign action', '<form action="https://evil.test/steal"><input type="hidden" name="a" value="1"></form>'],
    ['a script action', '<form action="javascript:alert(1)"></form>'],
    ['a relative action', '<form action="/steal"></form>'],
  ])('posts nowhere with %s and says why', (_label, markup) => {
    const submit = spySubmit();
    const { container } = render(<PaymentWaitScreen paymentForm={markup} allowedOrigins={allow} />);
    expect(submit).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('not on the list of trusted payment providers');
  });

  it("submits a payment link's form data as it is, once", () => {
    const submit = spySubmit();
    const form = { action: 'https://pay.example.com/pay', method: 'post', fields: [{ name: 'order_id', value: 'order_1' }, { name: 'return', value: 'https://app.test/x' }] };
    const { container } = render(<PaymentWaitScreen paymentForm={form} allowedOrigins={allow} />);
    expect(screen.getByRole('status')).toHaveTextContent('Please Wait.....');
    expect(submit).toHaveBeenCalledTimes(1);
    expect([...container.querySelectorAll('input')].map((i) => [i.type, i.name, i.value])).toEqual([
      ['hidden', 'order_id', 'order_1'],
      ['hidden', 'return', 'https://app.test/x'],
    ]);
  });

  it.each([
    ['a foreign action', { action: 'https://evil.test/steal', method: 'post', fields: [] }, 'not on the list of trusted payment providers'],
    ['a malformed form', { action: 'https://pay.example.com/pay', method: 'post', fields: [{ name: 1 }] }, 'The payment form is missing'],
  ])('posts no form data with %s', (_label, form, message) => {
    const submit = spySubmit();
    const { container } = render(<PaymentWaitScreen paymentForm={form} allowedOrigins={allow} />);
    expect(submit).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says so when there is no form', () => {
    const submit = spySubmit();
    render(<PaymentWaitScreen paymentForm="<p>hello</p>" allowedOrigins={allow} />);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The payment form is missing');
  });
});
