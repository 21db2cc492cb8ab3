//! Webhooks: where they may point (`target`), how deliveries are signed (`signature`, the
//! Standard Webhooks scheme), which requests emit events (`emit`) and what they carry
//! (`payload`). Delivery itself is the
//! webhook-deliverer function's. See docs/webhooks.md.

pub mod emit;
pub mod payload;
pub mod signature;
pub mod target;
