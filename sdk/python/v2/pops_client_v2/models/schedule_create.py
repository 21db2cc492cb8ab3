from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ScheduleCreate")



@_attrs_define
class ScheduleCreate:
    """ A new schedule is a disabled draft in UTC unless the body says otherwise; `enabled` needs admin:schedules.

        Attributes:
            name (str): Schedule name. Trimmed; 1 to 100 characters after trimming; no control characters.
            description (str | Unset): Description. Trimmed; 1 to 500 characters after trimming; no control characters.
            timezone (str | Unset): IANA time zone name, e.g. `Europe/Berlin`. Default: 'UTC'.
            enabled (bool | Unset):  Default: False.
     """

    name: str
    description: str | Unset = UNSET
    timezone: str | Unset = 'UTC'
    enabled: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        timezone = self.timezone

        enabled = self.enabled


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
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
        name = d.pop("name")

        description = d.pop("description", UNSET)

        timezone = d.pop("timezone", UNSET)

        enabled = d.pop("enabled", UNSET)

        schedule_create = cls(
            name=name,
            description=description,
            timezone=timezone,
            enabled=enabled,
        )

        return schedule_create

