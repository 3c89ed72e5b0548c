import type { HostedPayment } from '../../ports/hosted-payment';

export class FakeHostedPayment implements HostedPayment {
  readonly visited: string[] = [];

  replaceWith(url: string): void {
    this.visited.push(url);
  }
}
