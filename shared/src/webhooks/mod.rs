//! Webhooks: where they may point (`target`), how deliveries are signed (`signature`, the
//! Standard Webhooks scheme) and which requests emit events (`emit`). Delivery itself is the
//! webhook-deliverer function's. See docs/webhooks.md.

pub mod emit;
pub mod signature;
pub mod target;
