//! placeholder

pub mod ddb_local;
