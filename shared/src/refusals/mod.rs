//! Where the typed errors of the layers below become `ApiError`s: one conversion per error
//! type, and the only place their messages and details are written. The store and the domain
//! say what happened (`StartSessionError::AssetBusy { session_id }`); this module says how a
//! client is told, naming the resource as the client did and ids in the request's version.

mod assets;
mod entity;
mod members;
mod restrictions;
mod schedules;
mod sessions;
mod sites;
mod webhooks;

use crate::error::ApiError;
use crate::versions::ApiVersion;

/// A typed refusal answered to a client that named the resource `shown_id`.
pub trait Answer {
    /// The error the client sees; ids the error carries are shown in `version`.
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError;
}
