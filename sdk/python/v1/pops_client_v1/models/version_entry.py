from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.version_entry_status import VersionEntryStatus
from ..models.version_entry_successor import VersionEntrySuccessor
from ..models.version_entry_version import VersionEntryVersion
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="VersionEntry")



@_attrs_define
class VersionEntry:
    """ 
        Attributes:
            version (VersionEntryVersion):
            status (VersionEntryStatus):
            released (datetime.date):
            sunset (datetime.date | None):
            deprecated (datetime.date | Unset): When it was deprecated, if it was.
            successor (VersionEntrySuccessor | Unset):
            migration_guide (str | Unset):
     """

    version: VersionEntryVersion
    status: VersionEntryStatus
    released: datetime.date
    sunset: datetime.date | None
    deprecated: datetime.date | Unset = UNSET
    successor: VersionEntrySuccessor | Unset = UNSET
    migration_guide: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        version = self.version.value

        status = self.status.value

        released = self.released.isoformat()

        sunset: None | str
        if isinstance(self.sunset, datetime.date):
            sunset = self.sunset.isoformat()
        else:
            sunset = self.sunset

        deprecated: str | Unset = UNSET
        if not isinstance(self.deprecated, Unset):
            deprecated = self.deprecated.isoformat()

        successor: str | Unset = UNSET
        if not isinstance(self.successor, Unset):
            successor = self.successor.value


        migration_guide = self.migration_guide


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "version": version,
            "status": status,
            "released": released,
            "sunset": sunset,
        })
        if deprecated is not UNSET:
            field_dict["deprecated"] = deprecated
        if successor is not UNSET:
            field_dict["successor"] = successor
        if migration_guide is not UNSET:
            field_dict["migration_guide"] = migration_guide

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = VersionEntryVersion(d.pop("version"))




        status = VersionEntryStatus(d.pop("status"))




        released = datetime.date.fromisoformat(d.pop("released"))




        def _parse_sunset(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sunset_type_0 = datetime.date.fromisoformat(data)



                return sunset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        sunset = _parse_sunset(d.pop("sunset"))


        _deprecated = d.pop("deprecated", UNSET)
        deprecated: datetime.date | Unset
        if isinstance(_deprecated,  Unset):
            deprecated = UNSET
        else:
            deprecated = datetime.date.fromisoformat(_deprecated)




        _successor = d.pop("successor", UNSET)
        successor: VersionEntrySuccessor | Unset
        if isinstance(_successor,  Unset):
            successor = UNSET
        else:
            successor = VersionEntrySuccessor(_successor)




        migration_guide = d.pop("migration_guide", UNSET)

        version_entry = cls(
            version=version,
            status=status,
            released=released,
            sunset=sunset,
            deprecated=deprecated,
            successor=successor,
            migration_guide=migration_guide,
        )


        version_entry.additional_properties = d
        return version_entry

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
