import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { SharedListForm } from '@/components/set-lists/SharedListForm';
import { getDb } from '@/lib/db';
import { rememberedDesignerName } from '@/lib/set-lists/designer-name-cookie';
import { getSharedSetList } from '@/lib/set-lists/read-set-lists';
import { datesLine } from '@/lib/set-lists/set-list-dates';
import { shareToken } from '@/lib/set-lists/set-list-schema';
import { tenant } from '@/lib/tenant';

type SharedPageProps = { params: Promise<{ token: string }> };

/** A malformed, unknown, revoked or expired link: the 404 page, telling nothing about any list. */
const loadShared = cache(async (token: string) => {
  const list = shareToken.safeParse(token).success ? await getSharedSetList(await getDb(), token) : null;
  if (!list) notFound();
  return list;
});

export async function generateMetadata({ params }: SharedPageProps): Promise<Metadata> {
  const list = await loadShared((await params).token);
  // The link is the list's only key, so no other site is told it (no Referer leaves the site); `same-origin`
  // rather than `no-referrer`, which made a browser send `Origin: null` with the form posted without
  // JavaScript, refused as foreign by the proxy (lib/http/malformed-post.ts): the designer's marks were lost.
  return { title: `${list.name} (shared set list)`, robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/** What a designer opens from a share link (issue 11 §5): the list read-only, with marks and comments; no account needed. */
export default async function SharedSetListPage({ params }: SharedPageProps) {
  const { token } = await params;
  const list = await loadShared(token);
  return (
    <div className="page">
      <p className="lead">A set list shared with you through {tenant.vendor.displayName}</p>
      <h1>{list.name}</h1>
      <p>
        {[list.production, list.scene].filter(Boolean).join(' · ')}
        {(list.production || list.scene) && <br />}
        {datesLine(list, tenant.locale)}
      </p>
      {list.notes && <p>{list.notes}</p>}
      <SharedListForm
        token={token}
        lines={list.lines}
        comments={list.comments}
        showSku={tenant.showSkuNotPrice}
        locale={tenant.locale}
        timeZone={tenant.vendor.timezone}
        rememberedName={await rememberedDesignerName()}
      />
    </div>
  );
}
