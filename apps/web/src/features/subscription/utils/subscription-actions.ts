/** Subscribe when there is no subscription or it is canceled; manage whenever one exists. */
export function subscriptionActions(status: { has_subscription: boolean; status: string } | undefined) {
  return {
    canSubscribe: status !== undefined && (!status.has_subscription || status.status === 'canceled'),
    canManage: status !== undefined && status.has_subscription,
  };
}
