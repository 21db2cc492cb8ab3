//! Site load management at run time (docs/load-management.md): sessions at a site with a grid
//! limit are enrolled in the site's power partition as they start, their draw is noted as it
//! moves, and they leave it as they end (`enrolment`); after every such change, the one
//! allocator the site's lease admits runs rounds of `domain::load::round` over the partition
//! and sends the limits they plan to the stations, recording each answer (`allocator`).

pub mod allocator;
pub mod enrolment;
pub mod wake;
