//! The order a delivery run takes its due deliveries in: fair between organizations.

use std::collections::VecDeque;

use crate::ids::OrgId;
use crate::store::StoreError;
use crate::store::webhooks::Delivery;

/// The run's deliveries taken in turn from each organization (round robin, each one's in
/// due order), so one organization's backlog (an endpoint that times out every attempt, say)
/// does not hold every other one's deliveries behind it in the run. Unreadable ones last.
pub fn fair_order(due: Vec<Result<Delivery, StoreError>>) -> Vec<Result<Delivery, StoreError>> {
    let mut queues: Vec<(OrgId, VecDeque<Delivery>)> = Vec::new();
    let mut unreadable = Vec::new();
    for delivery in due {
        match delivery {
            Ok(delivery) => match queues.iter_mut().find(|(org, _)| *org == delivery.org_id) {
                Some((_, queue)) => queue.push_back(delivery),
                None => queues.push((delivery.org_id, VecDeque::from([delivery]))),
            },
            Err(error) => unreadable.push(Err(error)),
        }
    }
    let mut fair = Vec::new();
    while !queues.is_empty() {
        for (_, queue) in &mut queues {
            fair.extend(queue.pop_front().map(Ok));
        }
        queues.retain(|(_, queue)| !queue.is_empty());
    }
    fair.extend(unreadable);
    fair
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::WebhookId;

    #[test]
    fn a_run_takes_each_organizations_deliveries_in_turn() {
        let (busy, quiet) = (OrgId::generate(), OrgId::generate());
        let webhook = WebhookId::generate();
        let of = |org: OrgId, at: i64| Ok(Delivery::pending(org, webhook, "webhook.test", "{}".into(), at));
        let due = vec![of(busy, 1), of(busy, 2), of(busy, 3), of(quiet, 4), of(busy, 5), of(quiet, 6)];
        let order: Vec<(bool, i64)> = fair_order(due)
            .into_iter()
            .map(|delivery| delivery.map(|d| (d.org_id == busy, d.created_at)).expect("readable"))
            .collect();
        assert_eq!(order, [(true, 1), (false, 4), (true, 2), (false, 6), (true, 3), (true, 5)]);
    }
}
