//! Station to platform: TransactionEvent and Authorize, answered with the OCPP payload the
//! gateway sends back. The station is the one its authenticated connection is for; nothing in
//! a message can name another organization's asset or session.

use serde_json::{Value, json};

use crate::domain::event::EventType;
use crate::domain::meter_point::Carried;
use crate::domain::session::Session;
use crate::domain::transaction_event::{CENTRAL, IdToken, TransactionEvent, TransactionEventError};
use crate::store::id_tokens::IdTokenRecord;
use crate::store::station_transactions::{StationAsset, StationTransactionError, TransactionOutcome};
use crate::store::{Store, StoreError};

/// Why a station's message got no answer payload: the gateway answers a CALLERROR.
#[derive(Debug)]
pub enum IncomingError {
    /// The payload does not fit the action (CALLERROR `FormatViolation`).
    Format(String),
    /// A field's value is outside what the platform takes (CALLERROR
    /// `PropertyConstraintViolation`: an `evse.id` beyond `EvseId::MAX`).
    Constraint(String),
    /// The station's asset is gone (CALLERROR `InternalError`).
    AssetGone,
    /// The message's connection was cut off or replaced: it wrote nothing (CALLERROR
    /// `InternalError`, and the connection closes).
    Replaced,
    /// A store failure (CALLERROR `InternalError`); the cause is for the log only.
    Store(StoreError),
}

impl From<StoreError> for IncomingError {
    fn from(error: StoreError) -> IncomingError {
        IncomingError::Store(error)
    }
}

impl From<TransactionEventError> for IncomingError {
    fn from(error: TransactionEventError) -> IncomingError {
        match error {
            TransactionEventError::Format(message) => IncomingError::Format(message),
            TransactionEventError::Constraint(message) => IncomingError::Constraint(message),
        }
    }
}

impl From<StationTransactionError> for IncomingError {
    fn from(error: StationTransactionError) -> IncomingError {
        match error {
            StationTransactionError::AssetGone => IncomingError::AssetGone,
            StationTransactionError::Replaced => IncomingError::Replaced,
            StationTransactionError::KeptChanging => {
                IncomingError::Store(StoreError::internal("a station transaction kept changing"))
            }
            StationTransactionError::Store(error) => IncomingError::Store(error),
        }
    }
}

/// OCPP `AuthorizationStatusEnumType` values the platform answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenStatus {
    Accepted,
    Invalid,
    /// The transaction's EVSE has an open session (or a platform start's claim) already and
    /// the platform follows one per EVSE: another transaction may not start on it.
    ConcurrentTx,
}

impl TokenStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            TokenStatus::Accepted => "Accepted",
            TokenStatus::Invalid => "Invalid",
            TokenStatus::ConcurrentTx => "ConcurrentTx",
        }
    }

    fn info(self) -> Value {
        json!({"status": self.as_str()})
    }
}

/// AuthorizeRequest: Accepted for a token the organization knows, else Invalid
/// (docs/ocpp.md, "Id tokens"); a `station_authorize` event keeps the token's type and
/// last 4 characters, never the token.
pub async fn authorize(
    store: &Store,
    station: &StationAsset,
    token: &IdToken,
) -> Result<Value, IncomingError> {
    authorize_listed(store, station, token, Listing::LookUp).await
}

/// Whether a token is listed: the session logic looks it up, or an adapter that did already
/// says (a 1.6 idTag is looked up under every card type, once).
#[derive(Debug, Clone)]
pub enum Listing {
    LookUp,
    Known(Option<IdTokenRecord>),
}

/// `authorize`, told whether the token is listed.
pub async fn authorize_listed(
    store: &Store,
    station: &StationAsset,
    token: &IdToken,
    listing: Listing,
) -> Result<Value, IncomingError> {
    let status = token_status(store, station, token, listing).await?;
    let data = json!({"id_token": token.masked(), "status": status.as_str()});
    if !store.append_station_event(station, EventType::StationAuthorize, data).await? {
        return Err(IncomingError::AssetGone);
    }
    Ok(json!({"idTokenInfo": status.info()}))
}

/// A transaction's event, as a station's adapter read it (2.0.1's TransactionEvent; 1.6's
/// StartTransaction, MeterValues in a transaction, StopTransaction): the session follows the
/// transaction (see `Store::apply_transaction_event`); `{}`, with `idTokenInfo` when the event
/// carried a token.
pub async fn transaction_event(
    store: &Store,
    station: &StationAsset,
    tx: &TransactionEvent,
) -> Result<Value, IncomingError> {
    transaction_event_listed(store, station, tx, Listing::LookUp).await
}

/// `transaction_event`, told whether its token is listed.
pub async fn transaction_event_listed(
    store: &Store,
    station: &StationAsset,
    tx: &TransactionEvent,
    listing: Listing,
) -> Result<Value, IncomingError> {
    Ok(transaction_event_applied(store, station, tx, listing, &Carried::NONE).await?.answer)
}

/// A TransactionEvent's answer, and the session it moved (if the platform follows it): what
/// load management goes on from.
#[derive(Debug)]
pub struct Applied {
    pub answer: Value,
    pub session: Option<Session>,
    /// Whether the session was written (not an event applied before, nor one the platform
    /// does not follow): a write conditional on the registry holding the connection went through.
    pub written: bool,
}

/// `transaction_event_listed`, with the session it moved; `carried`: the session's readings a
/// gateway kept since its last write, written with this event (docs/ocpp.md, "Meter readings").
pub async fn transaction_event_applied(
    store: &Store,
    station: &StationAsset,
    tx: &TransactionEvent,
    listing: Listing,
    carried: &Carried,
) -> Result<Applied, IncomingError> {
    tx.check()?;
    // A listed token's reference is copied to the session it starts.
    let listed = match &tx.id_token {
        Some(token) if token.kind != CENTRAL => listed_token(store, station, token, listing).await?,
        _ => None,
    };
    let reference = listed.as_ref().and_then(|token| token.reference.clone());
    let outcome = store.apply_transaction_event(station, tx, reference, carried).await?;
    let session = match &outcome {
        TransactionOutcome::Created(session)
        | TransactionOutcome::Applied(session)
        | TransactionOutcome::AlreadyApplied(session) => Ok(session),
        TransactionOutcome::AssetBusy { session_id } => {
            tracing::warn!(
                station = %station.identity,
                transaction_id = %tx.transaction_id,
                held_by = %session_id.uuid(),
                "ocpp.transaction_untracked: another session holds the EVSE"
            );
            Err(TokenStatus::ConcurrentTx)
        }
        TransactionOutcome::Cancelled { session_id } => {
            tracing::warn!(
                station = %station.identity,
                transaction_id = %tx.transaction_id,
                session = %session_id.uuid(),
                "ocpp.transaction_cancelled: the platform ended this start before the station began it"
            );
            Err(TokenStatus::Invalid)
        }
    };
    let moved = session.as_ref().ok().map(|session| (*session).clone());
    let written = matches!(outcome, TransactionOutcome::Created(_) | TransactionOutcome::Applied(_));
    let Some(token) = &tx.id_token else { return Ok(Applied { answer: json!({}), session: moved, written }) };
    let status = match session {
        // A transaction the platform does not follow may not charge on this token.
        Err(refused) => refused,
        // The platform's own remote start: its Central token names the session it started.
        Ok(session) if token.kind == CENTRAL => {
            if token.central_session() == Some(session.id) {
                TokenStatus::Accepted
            } else {
                TokenStatus::Invalid
            }
        }
        Ok(_) if listed.is_some() => TokenStatus::Accepted,
        Ok(_) => TokenStatus::Invalid,
    };
    Ok(Applied { answer: json!({"idTokenInfo": status.info()}), session: moved, written })
}

/// Whether a token may charge at this station: a Central token when it names an open
/// session on the station's asset, or the start the platform is asking the station for; any
/// other type when the organization lists it.
async fn token_status(
    store: &Store,
    station: &StationAsset,
    token: &IdToken,
    listing: Listing,
) -> Result<TokenStatus, StoreError> {
    let known = if token.kind == CENTRAL {
        store.central_token_open_here(station, token).await?.unwrap_or(false)
    } else {
        listed_token(store, station, token, listing).await?.is_some()
    };
    Ok(if known { TokenStatus::Accepted } else { TokenStatus::Invalid })
}

/// The token as listed for the organization or at the station's site (docs/ocpp.md):
/// `NoAuthorization` is never listed.
async fn listed_token(
    store: &Store,
    station: &StationAsset,
    token: &IdToken,
    listing: Listing,
) -> Result<Option<IdTokenRecord>, StoreError> {
    if token.kind == "NoAuthorization" {
        return Ok(None);
    }
    if let Listing::Known(record) = listing {
        return Ok(record);
    }
    store.id_token_accepted(station, &token.kind, &token.id_token).await
}
