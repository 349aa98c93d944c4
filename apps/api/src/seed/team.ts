/**
 * The demo team's home addresses (Houston area, picked from the GeoNames data the address pickers use) and
 * the participant types each employee takes. Runs inside the demo seed's transaction, after the contacts seed
 * has created the firm's participant types; links it already made are left as they are.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { participantTypes, participantTypeUsers, users } from '../db/schema/index.js';

const TEXAS = { state: 'Texas', stateId: 'TX', country: 'United States', countryId: 'US' };

const TEAM: Record<string, { address: Partial<typeof users.$inferInsert>; participantTypes: string[] }> = {
  'demo@hamdanclarke.example': {
    address: {
      street: '3821 Tangley St',
      postalCode: '77005',
      city: 'West University Place',
      cityId: '4741100',
      ...TEXAS,
    },
    participantTypes: ['Petitioner', 'Beneficiary'],
  },
  'james@hamdanclarke.example': {
    address: { street: '1907 Kipling St', postalCode: '77098', city: 'Houston', cityId: '4699066', ...TEXAS },
    participantTypes: ['Petitioner', 'Sponsor'],
  },
  'omar@hamdanclarke.example': {
    address: {
      street: '10250 Westpark Dr, Apt 1204',
      postalCode: '77042',
      city: 'Houston',
      cityId: '4699066',
      ...TEXAS,
    },
    participantTypes: ['Interpreter', 'مترجم معتمد'],
  },
  'sarah@hamdanclarke.example': {
    address: { street: '2315 Sugar Lakes Dr', postalCode: '77478', city: 'Sugar Land', cityId: '4734825', ...TEXAS },
    // Reviews the sponsor's income evidence for the affidavit of support.
    participantTypes: ['Sponsor'],
  },
  'rania@hamdanclarke.example': {
    address: { street: '5301 Bissonnet St, Apt 7', postalCode: '77401', city: 'Bellaire', cityId: '4673353', ...TEXAS },
    participantTypes: ['Interpreter', 'مترجم معتمد'],
  },
};

export async function seedTeam(tx: DbOrTx, lawFirmId: number): Promise<void> {
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), inArray(users.email, Object.keys(TEAM))));
  const types = await tx
    .select({ id: participantTypes.id, name: participantTypes.name })
    .from(participantTypes)
    .where(eq(participantTypes.lawFirmId, lawFirmId));
  const typeIdByName = new Map(types.map((type) => [type.name, type.id]));

  for (const member of staff) {
    const plan = TEAM[member.email]!;
    await tx
      .update(users)
      .set(plan.address)
      .where(and(eq(users.lawFirmId, lawFirmId), eq(users.id, member.id)));
    const links = plan.participantTypes.flatMap((name) => {
      const participantTypeId = typeIdByName.get(name);
      return participantTypeId === undefined ? [] : [{ participantTypeId, userId: member.id }];
    });
    if (links.length > 0) await tx.insert(participantTypeUsers).values(links).onConflictDoNothing();
  }
}
