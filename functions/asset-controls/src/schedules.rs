//! /asset-controls/schedules and their items. Settings (`timezone` changes, `enabled`)
//! need admin:schedules on top of the route's permission; a settings change or a delete acts
//! on every item, so a site-limited caller must see them all, and one that makes them run
//! (enabling, re-timing an enabled schedule) must hold what every item's action needs. Whoever creates or changes an
//! item becomes its author and must hold what its action needs (`schedule_authority`).

use http::Method;
use shared::domain::schedule::{
    ItemInput, NewSchedule, SCHEDULE_ITEM_LIST, SCHEDULE_LIST, Schedule, ScheduleItem, SchedulePatch,
};
use shared::envelope::conditional_get;
use shared::ids::{ScheduleId, ScheduleItemId, ScheduleItemKind, ScheduleKind};
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::refusals::Answer;
use shared::route::list_reply;
use shared::schedule_authority::Writer;
use shared::site_access::SiteScope;
use shared::store::schedules::{items_partition, next_run};
use shared::time::now_ms;
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/asset-controls/schedules";
const ITEM: &str = "/asset-controls/schedules/{schedule_id}";
const ENTRIES: &str = "/asset-controls/schedules/{schedule_id}/items";
const ENTRY: &str = "/asset-controls/schedules/{schedule_id}/items/{item_id}";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission;
    vec![
        Route::new(Method::GET, COLLECTION, need(ReadSchedules), |ctx| Box::pin(list(ctx))).read_only(),
        Route::new(Method::POST, COLLECTION, need(WriteSchedules), |ctx| Box::pin(create(ctx))).idempotent(),
        Route::new(Method::GET, ITEM, need(ReadSchedules), |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::PATCH, ITEM, need(WriteSchedules), |ctx| Box::pin(update(ctx))),
        Route::new(Method::DELETE, ITEM, need(DeleteSchedules), |ctx| Box::pin(delete(ctx))),
        Route::new(Method::GET, ENTRIES, need(ReadSchedules), |ctx| Box::pin(list_items(ctx))).read_only(),
        Route::new(Method::POST, ENTRIES, need(WriteSchedules), |ctx| Box::pin(create_item(ctx)))
            .idempotent(),
        Route::new(Method::GET, ENTRY, need(ReadSchedules), |ctx| Box::pin(get_item(ctx))).read_only(),
        Route::new(Method::PATCH, ENTRY, need(WriteSchedules), |ctx| Box::pin(update_item(ctx))),
        Route::new(Method::DELETE, ENTRY, need(DeleteSchedules), |ctx| Box::pin(delete_item(ctx))),
    ]
}

fn schedule_id(ctx: &Ctx) -> Result<(ScheduleId, &str), ApiError> {
    Ok((ctx.path_id::<ScheduleKind>("schedule_id")?, ctx.param("schedule_id")))
}

fn item_id(ctx: &Ctx) -> Result<(ScheduleItemId, &str), ApiError> {
    Ok((ctx.path_id::<ScheduleItemKind>("item_id")?, ctx.param("item_id")))
}

/// A live schedule of the caller's organization, as the client named it.
async fn owned_schedule(ctx: &Ctx, (id, shown): (ScheduleId, &str)) -> Result<Schedule, ApiError> {
    ctx.app.store.schedule(ctx.principal.org_id, id).await.map_err(|e| e.answer(shown, &ctx.version))
}

fn show(ctx: &Ctx, schedule: &Schedule) -> Reply {
    Reply::ok(schedule.render(&ctx.version)).etag(schedule.version)
}

fn show_item(ctx: &Ctx, item: &ScheduleItem) -> Reply {
    Reply::ok(item.render(&ctx.version)).etag(item.version)
}

async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    list_reply(&ctx, &SCHEDULE_LIST, Extra::default(), |schedule: Schedule| schedule.render(&ctx.version))
        .await
}

/// A new schedule is a disabled draft; `enabled` in the body needs admin:schedules.
async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let new = NewSchedule::from_body(&ctx.body)?;
    if new.enabled.is_some() {
        ctx.require(AdminSchedules)?;
    }
    let schedule = Schedule::new(ctx.principal.org_id, new, now_ms());
    let location = ctx.location_of(&ctx.version.show_id(&schedule.id));
    let reply = Reply::created(schedule.render(&ctx.version), &location).etag(schedule.version);
    ctx.app.store.create_schedule(&schedule, ctx.idempotency_record(&reply).as_ref()).await?;
    Ok(reply)
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let schedule = owned_schedule(&ctx, schedule_id(&ctx)?).await?;
    Ok(conditional_get(&ctx.headers, schedule.version, || {
        Reply::ok(schedule.render(&ctx.version)).meta(ctx.permission_hints(
            WriteSchedules,
            DeleteSchedules,
            AdminSchedules,
        ))
    }))
}

async fn update(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = schedule_id(&ctx)?;
    let org = ctx.principal.org_id;
    let access = async { owned_schedule(&ctx, (id, shown)).await.map(|_| ()) };
    let patch = shared::route::parsed_after_access(SchedulePatch::from_body(&ctx.body), access).await?;
    if patch.changes_settings() && !ctx.principal.can(AdminSchedules) {
        // A schedule that is not the caller's is 404 / 403 before the missing permission.
        owned_schedule(&ctx, (id, shown)).await?;
        ctx.require(AdminSchedules)?;
    }
    let expected = ctx.if_match()?;
    // Moving the items' runs is setting them: the caller's authority bounds it as a writer's.
    let caller = Writer::of(&ctx.principal);
    let schedule = ctx
        .app
        .store
        .update_schedule(org, id, &patch, expected.as_ref(), &caller, now_ms())
        .await
        .map_err(|e| e.answer(shown, &ctx.version))?;
    Ok(show(&ctx, &schedule))
}

/// Deletes the schedule with all its items, which a site-limited caller must all see.
async fn delete(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = schedule_id(&ctx)?;
    let expected = ctx.if_match()?;
    let scope = SiteScope::of(&ctx.principal);
    ctx.app
        .store
        .delete_schedule(ctx.principal.org_id, id, expected.as_ref(), &scope)
        .await
        .map_err(|e| e.answer(shown, &ctx.version))?;
    Ok(Reply::no_content())
}

/// A schedule's items, oldest first (cursor pagination; a schedule holds at most 50).
async fn list_items(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = schedule_id(&ctx)?;
    owned_schedule(&ctx, (id, shown)).await?;
    let filters = SiteScope::of(&ctx.principal).list_filter().into_iter().collect();
    let extra =
        Extra { cursor_always: true, partition: Some(items_partition(id)), filters, ..Extra::default() };
    list_reply(&ctx, &SCHEDULE_ITEM_LIST, extra, |item: ScheduleItem| item.render(&ctx.version)).await
}

async fn create_item(ctx: Ctx) -> Result<Reply, ApiError> {
    let (schedule_id, shown) = schedule_id(&ctx)?;
    let now = now_ms();
    let org = ctx.principal.org_id;
    let store = &ctx.app.store;
    let schedule = owned_schedule(&ctx, (schedule_id, shown)).await?;
    let input = ItemInput::from_body(&ctx.body, true, now)?;
    let action = input.action_over(None)?;
    // The item will act with the writer's authority: it must hold what the action needs.
    let writer = Writer::of(&ctx.principal);
    writer.may_set(action)?;
    let given = input.target.as_ref().ok_or_else(|| ApiError::field("asset_id", "is required"))?;
    let (target, placement) = store.check_target(org, given, &writer.scope).await?;
    let when = input.when.clone().ok_or_else(|| ApiError::field("at", "is required"))?;
    let item = ScheduleItem {
        id: ScheduleItemId::generate(),
        schedule_id,
        org_id: org,
        target,
        action,
        next_run_at: next_run(&when, schedule.timezone, schedule.enabled, now),
        when,
        last_run_at: None,
        author: Some(writer.member),
        author_until: writer.until,
        author_credential: writer.credential.clone(),
        created_at: now,
        updated_at: now,
        version: 1,
    };
    let location = ctx.location_of(&ctx.version.show_id(&item.id));
    let reply = Reply::created(item.render(&ctx.version), &location).etag(item.version);
    store
        .create_schedule_item(&schedule, &item, placement, ctx.idempotency_record(&reply).as_ref())
        .await
        .map_err(|e| (e, shown).answer(shown, &ctx.version))?;
    Ok(reply)
}

async fn get_item(ctx: Ctx) -> Result<Reply, ApiError> {
    let (schedule, shown_schedule) = schedule_id(&ctx)?;
    let (id, shown) = item_id(&ctx)?;
    let org = ctx.principal.org_id;
    let scope = SiteScope::of(&ctx.principal);
    // Both reads at once; the schedule's answer (404, 403, 410) comes first.
    let (owner, item) = tokio::join!(
        owned_schedule(&ctx, (schedule, shown_schedule)),
        ctx.app.store.schedule_entry(org, schedule, id, &scope)
    );
    owner?;
    let item = item.map_err(|e| (e, shown_schedule).answer(shown, &ctx.version))?;
    Ok(conditional_get(&ctx.headers, item.version, || Reply::ok(item.render(&ctx.version))))
}

async fn update_item(ctx: Ctx) -> Result<Reply, ApiError> {
    let schedule = schedule_id(&ctx)?;
    let item = item_id(&ctx)?;
    let now = now_ms();
    let org = ctx.principal.org_id;
    let access = async {
        owned_schedule(&ctx, schedule).await?;
        let entry =
            ctx.app.store.schedule_entry(org, schedule.0, item.0, &SiteScope::of(&ctx.principal)).await;
        entry.map(|_| ()).map_err(|e| (e, schedule.1).answer(item.1, &ctx.version))
    };
    let input =
        shared::route::parsed_after_access(ItemInput::from_body(&ctx.body, false, now), access).await?;
    let expected = ctx.if_match()?;
    let writer = Writer::of(&ctx.principal);
    let updated = ctx
        .app
        .store
        .update_schedule_item(org, schedule.0, item.0, &input, expected.as_ref(), &writer, now)
        .await
        .map_err(|e| (e, schedule.1).answer(item.1, &ctx.version))?;
    Ok(show_item(&ctx, &updated))
}

async fn delete_item(ctx: Ctx) -> Result<Reply, ApiError> {
    let schedule = schedule_id(&ctx)?;
    let item = item_id(&ctx)?;
    let expected = ctx.if_match()?;
    let scope = SiteScope::of(&ctx.principal);
    ctx.app
        .store
        .delete_schedule_item(ctx.principal.org_id, schedule.0, item.0, expected.as_ref(), &scope)
        .await
        .map_err(|e| (e, schedule.1).answer(item.1, &ctx.version))?;
    Ok(Reply::no_content())
}
