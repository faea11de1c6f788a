'use client';

import { useAuth } from '@/components/auth/AuthProvider';

/**
 * Where the customer's approval stands (spec §6), from the live profile: when staff decide, the
 * open tab changes without a reload.
 */
export function ApprovalNotice({ requestType, houseEmail }: { requestType: string; houseEmail: string }) {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  const decided = state.vendorUser.isAuthorized;
  if (decided === true) return null;
  return (
    <p role="status" className={`notice ${decided === false ? 'notice-error' : ''}`}>
      {decided === false
        ? `Your account was not approved for ${requestType} requests. Please contact us at ${houseEmail} if you think this is a mistake.`
        : `Your account is awaiting approval. You can send ${requestType} requests now; we confirm props once your account is approved.`}
    </p>
  );
}
