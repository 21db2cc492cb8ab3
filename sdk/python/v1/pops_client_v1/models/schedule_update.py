from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ScheduleUpdate")



@_attrs_define
class ScheduleUpdate:
    """ Any of the fields; `timezone` and `enabled` are settings (admin:schedules).

        Attributes:
            name (str | Unset): Schedule name. Trimmed; 1 to 100 characters after trimming; no control characters.
            description (None | str | Unset): Description. Trimmed; 1 to 500 characters after trimming; no control
                characters.
            timezone (str | Unset): IANA time zone name.
            enabled (bool | Unset):
     """

    name: str | Unset = UNSET
    description: None | str | Unset = UNSET
    timezone: str | Unset = UNSET
    enabled: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        timezone = self.timezone

        enabled = self.enabled


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if timezone is not UNSET:
            field_dict["timezone"] = timezone
        if enabled is not UNSET:
            field_dict["enabled"] = enabled

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        timezone = d.pop("timezone", UNSET)

        enabled = d.pop("enabled", UNSET)

        schedule_update = cls(
            name=name,
            description=description,
            timezone=timezone,
            enabled=enabled,
        )

        return schedule_update

