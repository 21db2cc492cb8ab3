from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.schedule_item_update_action import ScheduleItemUpdateAction
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.recurrence_type_0 import RecurrenceType0
  from ..models.recurrence_type_1 import RecurrenceType1





T = TypeVar("T", bound="ScheduleItemUpdate")



@_attrs_define
class ScheduleItemUpdate:
    """ Any part of an item: target, action (with its limit) or time.

        Attributes:
            asset_id (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`;
                the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it
                is 128 bits).
            site_id (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            action (ScheduleItemUpdateAction | Unset):
            power_limit_kw (float | None | Unset): kW; with `set_power_limit` only (0 pauses charging).
            evse_id (int | None | Unset): With `start_session` or `stop_session` on an asset target only; the station's EVSE
                to act on.
            at (int | Unset): A point in time in a request body, in either version's form in every version: Unix seconds (an
                integer) or an RFC 3339 string, from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z. A fraction of a second, a
                numeric string or an instant outside those years is 422 `VALIDATION_ERROR` naming the field.
            recurrence (RecurrenceType0 | RecurrenceType1 | Unset): Daily, or weekly on the given days, at a local wall-
                clock time in the schedule's zone.
     """

    asset_id: str | Unset = UNSET
    site_id: str | Unset = UNSET
    action: ScheduleItemUpdateAction | Unset = UNSET
    power_limit_kw: float | None | Unset = UNSET
    evse_id: int | None | Unset = UNSET
    at: int | Unset = UNSET
    recurrence: RecurrenceType0 | RecurrenceType1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.recurrence_type_0 import RecurrenceType0 # noqa: PLC0415
        from ..models.recurrence_type_1 import RecurrenceType1 # noqa: PLC0415
        asset_id = self.asset_id

        site_id = self.site_id

        action: str | Unset = UNSET
        if not isinstance(self.action, Unset):
            action = self.action.value


        power_limit_kw: float | None | Unset
        if isinstance(self.power_limit_kw, Unset):
            power_limit_kw = UNSET
        else:
            power_limit_kw = self.power_limit_kw

        evse_id: int | None | Unset
        if isinstance(self.evse_id, Unset):
            evse_id = UNSET
        else:
            evse_id = self.evse_id

        at = self.at

        recurrence: dict[str, Any] | Unset
        if isinstance(self.recurrence, Unset):
            recurrence = UNSET
        elif isinstance(self.recurrence, RecurrenceType0):
            recurrence = self.recurrence.to_dict()
        else:
            recurrence = self.recurrence.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if asset_id is not UNSET:
            field_dict["asset_id"] = asset_id
        if site_id is not UNSET:
            field_dict["site_id"] = site_id
        if action is not UNSET:
            field_dict["action"] = action
        if power_limit_kw is not UNSET:
            field_dict["power_limit_kw"] = power_limit_kw
        if evse_id is not UNSET:
            field_dict["evse_id"] = evse_id
        if at is not UNSET:
            field_dict["at"] = at
        if recurrence is not UNSET:
            field_dict["recurrence"] = recurrence

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recurrence_type_0 import RecurrenceType0 # noqa: PLC0415
        from ..models.recurrence_type_1 import RecurrenceType1 # noqa: PLC0415
        d = dict(src_dict)
        asset_id = d.pop("asset_id", UNSET)

        site_id = d.pop("site_id", UNSET)

        _action = d.pop("action", UNSET)
        action: ScheduleItemUpdateAction | Unset
        if isinstance(_action,  Unset):
            action = UNSET
        else:
            action = ScheduleItemUpdateAction(_action)




        def _parse_power_limit_kw(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        power_limit_kw = _parse_power_limit_kw(d.pop("power_limit_kw", UNSET))


        def _parse_evse_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        evse_id = _parse_evse_id(d.pop("evse_id", UNSET))


        at = d.pop("at", UNSET)

        def _parse_recurrence(data: object) -> RecurrenceType0 | RecurrenceType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recurrence_type_0 = RecurrenceType0.from_dict(data)



                return componentsschemas_recurrence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_recurrence_type_1 = RecurrenceType1.from_dict(data)



            return componentsschemas_recurrence_type_1

        recurrence = _parse_recurrence(d.pop("recurrence", UNSET))


        schedule_item_update = cls(
            asset_id=asset_id,
            site_id=site_id,
            action=action,
            power_limit_kw=power_limit_kw,
            evse_id=evse_id,
            at=at,
            recurrence=recurrence,
        )

        return schedule_item_update

