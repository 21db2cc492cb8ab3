//! Domain types: values that only construct from valid input, so handlers never re-validate.

pub mod asset;
pub mod body;
pub mod capacity;
pub mod location;
pub mod org;
pub mod site;
