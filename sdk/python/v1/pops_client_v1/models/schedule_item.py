from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.schedule_item_action import ScheduleItemAction
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.recurrence_type_0 import RecurrenceType0
  from ..models.recurrence_type_1 import RecurrenceType1





T = TypeVar("T", bound="ScheduleItem")



@_attrs_define
class ScheduleItem:
    """ What to do (start or stop a session, set a power limit) to an asset or to every asset of a site, and when (once at
    `at`, or by `recurrence`).

        Attributes:
            id (str): v1 form of a schedule item id: `sci_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            object_ (Literal['schedule_item']):
            schedule_id (str): v1 form of a schedule id: `sch_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            asset_id (None | str): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`;
                the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it
                is 128 bits).
            site_id (None | str): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            action (ScheduleItemAction):
            power_limit_kw (float | None): A non-negative number with at most three decimals, up to 1,000,000 (kW or kWh).
                An integer when whole.
            evse_id (int | None): The station's EVSE a `start_session` or `stop_session` acts on; null for the lowest free
                one (start) or the first open session (stop).
            at (int | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            recurrence (None | RecurrenceType0 | RecurrenceType1):
            next_run_at (int | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            last_run_at (int | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            author_id (None | str): The member who last created or changed the item; it runs with this member's authority.
                Null for an item written before items had authors, which does not run until someone changes it.
            created_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            updated_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     """

    id: str
    object_: Literal['schedule_item']
    schedule_id: str
    asset_id: None | str
    site_id: None | str
    action: ScheduleItemAction
    power_limit_kw: float | None
    evse_id: int | None
    at: int | None
    recurrence: None | RecurrenceType0 | RecurrenceType1
    next_run_at: int | None
    last_run_at: int | None
    author_id: None | str
    created_at: int
    updated_at: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.recurrence_type_0 import RecurrenceType0 # noqa: PLC0415
        from ..models.recurrence_type_1 import RecurrenceType1 # noqa: PLC0415
        id = self.id

        object_ = self.object_

        schedule_id = self.schedule_id

        asset_id: None | str
        asset_id = self.asset_id

        site_id: None | str
        site_id = self.site_id

        action = self.action.value

        power_limit_kw: float | None
        power_limit_kw = self.power_limit_kw

        evse_id: int | None
        evse_id = self.evse_id

        at: int | None
        at = self.at

        recurrence: dict[str, Any] | None
        if isinstance(self.recurrence, RecurrenceType0):
            recurrence = self.recurrence.to_dict()
        elif isinstance(self.recurrence, RecurrenceType1):
            recurrence = self.recurrence.to_dict()
        else:
            recurrence = self.recurrence

        next_run_at: int | None
        next_run_at = self.next_run_at

        last_run_at: int | None
        last_run_at = self.last_run_at

        author_id: None | str
        author_id = self.author_id

        created_at = self.created_at

        updated_at = self.updated_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "schedule_id": schedule_id,
            "asset_id": asset_id,
            "site_id": site_id,
            "action": action,
            "power_limit_kw": power_limit_kw,
            "evse_id": evse_id,
            "at": at,
            "recurrence": recurrence,
            "next_run_at": next_run_at,
            "last_run_at": last_run_at,
            "author_id": author_id,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recurrence_type_0 import RecurrenceType0 # noqa: PLC0415
        from ..models.recurrence_type_1 import RecurrenceType1 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal['schedule_item'] , d.pop("object"))
        if object_ != 'schedule_item':
            raise ValueError(f"object must match const 'schedule_item', got '{object_}'")

        schedule_id = d.pop("schedule_id")

        def _parse_asset_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        asset_id = _parse_asset_id(d.pop("asset_id"))


        def _parse_site_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        site_id = _parse_site_id(d.pop("site_id"))


        action = ScheduleItemAction(d.pop("action"))




        def _parse_power_limit_kw(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        power_limit_kw = _parse_power_limit_kw(d.pop("power_limit_kw"))


        def _parse_evse_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        evse_id = _parse_evse_id(d.pop("evse_id"))


        def _parse_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        at = _parse_at(d.pop("at"))


        def _parse_recurrence(data: object) -> None | RecurrenceType0 | RecurrenceType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recurrence_type_0 = RecurrenceType0.from_dict(data)



                return componentsschemas_recurrence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recurrence_type_1 = RecurrenceType1.from_dict(data)



                return componentsschemas_recurrence_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecurrenceType0 | RecurrenceType1, data)

        recurrence = _parse_recurrence(d.pop("recurrence"))


        def _parse_next_run_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_run_at = _parse_next_run_at(d.pop("next_run_at"))


        def _parse_last_run_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_run_at = _parse_last_run_at(d.pop("last_run_at"))


        def _parse_author_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        author_id = _parse_author_id(d.pop("author_id"))


        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        schedule_item = cls(
            id=id,
            object_=object_,
            schedule_id=schedule_id,
            asset_id=asset_id,
            site_id=site_id,
            action=action,
            power_limit_kw=power_limit_kw,
            evse_id=evse_id,
            at=at,
            recurrence=recurrence,
            next_run_at=next_run_at,
            last_run_at=last_run_at,
            author_id=author_id,
            created_at=created_at,
            updated_at=updated_at,
        )


        schedule_item.additional_properties = d
        return schedule_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
