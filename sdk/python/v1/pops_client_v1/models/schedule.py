from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="Schedule")



@_attrs_define
class Schedule:
    """ 
        Attributes:
            id (str): v1 form of a schedule id: `sch_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern
                allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128
                bits).
            object_ (Literal['schedule']):
            organization_id (str): v1 form of a organization id: `org_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
            name (str):
            description (None | str):
            timezone (str): IANA time zone name.
            enabled (bool):
            item_count (int):
            created_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            updated_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     """

    id: str
    object_: Literal['schedule']
    organization_id: str
    name: str
    description: None | str
    timezone: str
    enabled: bool
    item_count: int
    created_at: int
    updated_at: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        organization_id = self.organization_id

        name = self.name

        description: None | str
        description = self.description

        timezone = self.timezone

        enabled = self.enabled

        item_count = self.item_count

        created_at = self.created_at

        updated_at = self.updated_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "organization_id": organization_id,
            "name": name,
            "description": description,
            "timezone": timezone,
            "enabled": enabled,
            "item_count": item_count,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal['schedule'] , d.pop("object"))
        if object_ != 'schedule':
            raise ValueError(f"object must match const 'schedule', got '{object_}'")

        organization_id = d.pop("organization_id")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        timezone = d.pop("timezone")

        enabled = d.pop("enabled")

        item_count = d.pop("item_count")

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        schedule = cls(
            id=id,
            object_=object_,
            organization_id=organization_id,
            name=name,
            description=description,
            timezone=timezone,
            enabled=enabled,
            item_count=item_count,
            created_at=created_at,
            updated_at=updated_at,
        )


        schedule.additional_properties = d
        return schedule

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
