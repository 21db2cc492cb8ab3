//! Webhooks: where they may point (`target`), how deliveries are signed (`signature`, the
//! Standard Webhooks scheme), which requests emit events (`emit`; what they carry is
//! `domain::webhook::payload`). Delivery itself is the webhook-deliverer function's. See
//! docs/webhooks.md.

pub mod emit;
pub mod signature;
pub mod target;
