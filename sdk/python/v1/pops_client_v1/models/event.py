from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.event_status import EventStatus
from ..models.event_type import EventType
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.event_data_type_0 import EventDataType0





T = TypeVar("T", bound="Event")



@_attrs_define
class Event:
    """ An immutable record of what happened to an organization's assets.

        Attributes:
            id (str): v1 form of a event id: `evt_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern
                allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128
                bits).
            object_ (Literal['event']):
            organization_id (str): v1 form of a organization id: `org_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
            type_ (EventType):
            status (EventStatus):
            asset_id (None | str): Null for a site-wide event.
            site_id (str): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern
                allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128
                bits).
            session_id (None | str): v1 form of a session id: `ses_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
            evse_id (int | None): The EVSE of the station session the event is about (also in `data.evse_id`); null
                otherwise.
            data (EventDataType0 | None): What changed (e.g. from/to status, stop reason, a run's results, or why a run was
                refused); ids in the version's form, and instants (a run's `due_at` and `author_until`) as `Timestamp`s of the
                version. A session's end (`session_stopped`, and `session_updated` with a station's end after the platform's)
                carries `stop_reason` as the session shows it in the version (v1 adds `stop_reason_code`),
                `station_stop_reason`, `energy_final` and `energy_kwh`; a stop with a `reason` keeps the client's words as
                `reason`. Webhook deliveries carry the v1 form.
            created_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     """

    id: str
    object_: Literal['event']
    organization_id: str
    type_: EventType
    status: EventStatus
    asset_id: None | str
    site_id: str
    session_id: None | str
    evse_id: int | None
    data: EventDataType0 | None
    created_at: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_data_type_0 import EventDataType0 # noqa: PLC0415
        id = self.id

        object_ = self.object_

        organization_id = self.organization_id

        type_ = self.type_.value

        status = self.status.value

        asset_id: None | str
        asset_id = self.asset_id

        site_id = self.site_id

        session_id: None | str
        session_id = self.session_id

        evse_id: int | None
        evse_id = self.evse_id

        data: dict[str, Any] | None
        if isinstance(self.data, EventDataType0):
            data = self.data.to_dict()
        else:
            data = self.data

        created_at = self.created_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "organization_id": organization_id,
            "type": type_,
            "status": status,
            "asset_id": asset_id,
            "site_id": site_id,
            "session_id": session_id,
            "evse_id": evse_id,
            "data": data,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_data_type_0 import EventDataType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal['event'] , d.pop("object"))
        if object_ != 'event':
            raise ValueError(f"object must match const 'event', got '{object_}'")

        organization_id = d.pop("organization_id")

        type_ = EventType(d.pop("type"))




        status = EventStatus(d.pop("status"))




        def _parse_asset_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        asset_id = _parse_asset_id(d.pop("asset_id"))


        site_id = d.pop("site_id")

        def _parse_session_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        session_id = _parse_session_id(d.pop("session_id"))


        def _parse_evse_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        evse_id = _parse_evse_id(d.pop("evse_id"))


        def _parse_data(data: object) -> EventDataType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = EventDataType0.from_dict(data)



                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EventDataType0 | None, data)

        data = _parse_data(d.pop("data"))


        created_at = d.pop("created_at")

        event = cls(
            id=id,
            object_=object_,
            organization_id=organization_id,
            type_=type_,
            status=status,
            asset_id=asset_id,
            site_id=site_id,
            session_id=session_id,
            evse_id=evse_id,
            data=data,
            created_at=created_at,
        )


        event.additional_properties = d
        return event

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
