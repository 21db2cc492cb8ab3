from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="DeprecationNotice")



@_attrs_define
class DeprecationNotice:
    """ `meta.deprecation`: on every success body while the requested major version is deprecated.

        Attributes:
            message (str):
            sunset_date (datetime.date | None | Unset):
            migration_guide (None | str | Unset):
     """

    message: str
    sunset_date: datetime.date | None | Unset = UNSET
    migration_guide: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        message = self.message

        sunset_date: None | str | Unset
        if isinstance(self.sunset_date, Unset):
            sunset_date = UNSET
        elif isinstance(self.sunset_date, datetime.date):
            sunset_date = self.sunset_date.isoformat()
        else:
            sunset_date = self.sunset_date

        migration_guide: None | str | Unset
        if isinstance(self.migration_guide, Unset):
            migration_guide = UNSET
        else:
            migration_guide = self.migration_guide


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "message": message,
        })
        if sunset_date is not UNSET:
            field_dict["sunset_date"] = sunset_date
        if migration_guide is not UNSET:
            field_dict["migration_guide"] = migration_guide

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        def _parse_sunset_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sunset_date_type_0 = datetime.date.fromisoformat(data)



                return sunset_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        sunset_date = _parse_sunset_date(d.pop("sunset_date", UNSET))


        def _parse_migration_guide(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        migration_guide = _parse_migration_guide(d.pop("migration_guide", UNSET))


        deprecation_notice = cls(
            message=message,
            sunset_date=sunset_date,
            migration_guide=migration_guide,
        )


        deprecation_notice.additional_properties = d
        return deprecation_notice

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
