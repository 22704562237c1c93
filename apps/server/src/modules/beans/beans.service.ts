// The beans market's facade: sell-beans orders and distributors behind one service.
import type { DbOrTx } from '../../db/client.ts';
import { BeansDistributors } from './beans.distributors.ts';
import { BeansOrders, type BeansOrdersDeps } from './beans.orders.ts';
import { beansOrderPayable } from './beans.payable.ts';
import { adminPage, memberOrder, memberPage, orderRow, orderNotFound, viewOne } from './beans.views.ts';

export class BeansService {
  readonly orders: BeansOrders;
  readonly distributors: BeansDistributors;

  constructor(deps: BeansOrdersDeps) {
    this.orders = new BeansOrders(deps);
    this.distributors = new BeansDistributors(deps);
  }

  /** The payable kind the composition root registers. */
  payable() {
    return beansOrderPayable(this.orders);
  }

  readonly memberOrder = memberOrder;
  readonly memberPage = memberPage;
  readonly adminPage = adminPage;

  async adminOrder(db: DbOrTx, id: number) {
    const row = await orderRow(db, id);
    if (!row) throw orderNotFound();
    return viewOne(db, row, 'operator');
  }
}
