//! Webhooks: where they may point (`target`), how deliveries are signed (`signature`, the
//! Standard Webhooks scheme), which requests emit events (`emit`; what they carry is
//! `domain::webhook::payload`; which station events fold into one notice a minute is
//! `domain::webhook::debounce`). Delivery itself is the webhook-deliverer function's, in the order `fair` gives. See
//! docs/webhooks.md.

pub mod emit;
pub mod fair;
pub mod signature;
pub mod target;
