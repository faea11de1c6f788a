import 'server-only';
import { customerOf } from '@/lib/house/customer-key';
import type { PersonalState } from '@/lib/identity/status/personal-state';
import type { Db } from '@/lib/db';
import { listFavouriteIds } from '@/lib/favourites/list-favourites';
import { listSetListChoices } from '@/lib/set-lists/read-set-lists';
import { personName } from '@/lib/vendor-users/person-name';
import type { StartUp } from '@/lib/identity/viewer';

/** The person's own part of a page, from who is asking: a guest's favourites and lists are read here, a customer's are in their record. */
export async function personalStateOf(startUp: StartUp, db: Db): Promise<PersonalState> {
  const { viewer } = startUp;
  const guest = viewer.kind === 'guest' ? customerOf(viewer) : null;
  const [favouriteIds, setListChoices] = guest ? await Promise.all([listFavouriteIds(db, guest), listSetListChoices(db, guest)]) : [[], []];
  return {
    event: startUp.decision.event,
    idToken: startUp.idToken,
    favouriteIds,
    setListChoices,
    supportSessionFor: viewer.impersonatedBy && viewer.vendorUser ? personName(viewer.vendorUser) : null,
  };
}
