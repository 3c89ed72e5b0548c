import type { HostedPayment } from '../../ports/hosted-payment';

export class LocationHostedPayment implements HostedPayment {
  replaceWith(url: string): void {
    window.location.replace(url);
  }
}
