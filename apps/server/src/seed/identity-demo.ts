// Demo identities and bank cards: demo_v730 approved with a passed card, demo_vip under review,
// demo_regular rejected; and an identity reviewer to look at them. Images are drawn, not photos.
import sharp from 'sharp';
import { identitySlotsByKind } from '@mall/contracts';
import { withTransaction } from '../db/client.ts';
import type { Services } from '../services.ts';

export const DEMO_REVIEWER = { username: 'reviewer', password: 'Reviewer@123456' } as const;

const person = (firstName: string, lastName: string, idNumber: string) => ({
  firstName,
  lastName,
  idNumber,
  address: '88 Sukhumvit Road',
  email: `${firstName.toLowerCase()}@pacer-mall.example`,
  province: 'Bangkok',
  city: 'Bangkok',
  area: 'Khlong Toei',
  zip: '10110',
});

function demoDocument(label: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" rx="24" fill="#e8eef7"/>` +
    `<rect x="32" y="32" width="160" height="200" rx="12" fill="#b8c7dc"/>` +
    `<text x="220" y="90" font-family="Arial" font-size="28" fill="#23395d">DEMO DOCUMENT</text>` +
    `<text x="220" y="140" font-family="Arial" font-size="24" fill="#23395d">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function submitPersonal(services: Services, memberId: number, names: ReturnType<typeof person>) {
  for (const slot of identitySlotsByKind.personal) {
    await services.identity.uploadImage(services.db, memberId, slot, await demoDocument(slot));
  }
  await services.identity.submit(services.db, memberId, { kind: 'personal', fields: names });
}

/** Loads the identity demo after the members exist. */
export async function loadIdentityDemo(services: Services): Promise<void> {
  const { db, identity, bankCards } = services;
  const reviewer = await withTransaction(db, (tx) =>
    services.operators.create(tx, { ...DEMO_REVIEWER, displayName: 'Demo Identity Reviewer', roles: ['identity'] }),
  );
  const idOf = async (username: string) => (await services.members.findByUsername(db, username))!.id;
  const [regular, vip, v730] = await Promise.all(['demo_regular', 'demo_vip', 'demo_v730'].map(idOf));

  await submitPersonal(services, v730!, person('Anan', 'Srisuk', '1103700123456'));
  await withTransaction(db, (tx) => identity.decide(tx, v730!, { action: 'approve', operatorId: reviewer.id }));
  const card = await bankCards.add(
    db,
    v730!,
    { bankCode: 'TH-014', accountNo: '4071234567', branch: 'Chidlom', firstName: 'Anan', lastName: 'Srisuk' },
    'en_US',
  );
  await withTransaction(db, (tx) => bankCards.review(tx, card.id, { status: 1, operatorId: reviewer.id }, 'en_US'));

  await submitPersonal(services, vip!, person('Malee', 'Wongsa', '1103700654321'));

  await submitPersonal(services, regular!, person('Niran', 'Chaiyo', '1103700777777'));
  await withTransaction(db, (tx) =>
    identity.decide(tx, regular!, {
      action: 'reject',
      operatorId: reviewer.id,
      code: 'IMAGE_UNCLEAR',
      reasons: 'The photo holding the ID card is blurred; please take it again in good light.',
    }),
  );
}
