from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.deprecation_notice import DeprecationNotice





T = TypeVar("T", bound="BulkMeta")



@_attrs_define
class BulkMeta:
    """ What became of the requested ids (as given).

        Attributes:
            requested (int): Distinct ids asked for.
            found (int):
            not_found (list[str]):
            gone (list[str]): Deleted assets.
            access_denied (list[str]): Site-restricted assets the caller may not see.
            deprecation (DeprecationNotice | Unset): `meta.deprecation`: on every success body while the requested major
                version is deprecated.
     """

    requested: int
    found: int
    not_found: list[str]
    gone: list[str]
    access_denied: list[str]
    deprecation: DeprecationNotice | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.deprecation_notice import DeprecationNotice # noqa: PLC0415
        requested = self.requested

        found = self.found

        not_found = self.not_found



        gone = self.gone



        access_denied = self.access_denied



        deprecation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deprecation, Unset):
            deprecation = self.deprecation.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "requested": requested,
            "found": found,
            "not_found": not_found,
            "gone": gone,
            "access_denied": access_denied,
        })
        if deprecation is not UNSET:
            field_dict["deprecation"] = deprecation

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deprecation_notice import DeprecationNotice # noqa: PLC0415
        d = dict(src_dict)
        requested = d.pop("requested")

        found = d.pop("found")

        not_found = cast(list[str], d.pop("not_found"))


        gone = cast(list[str], d.pop("gone"))


        access_denied = cast(list[str], d.pop("access_denied"))


        _deprecation = d.pop("deprecation", UNSET)
        deprecation: DeprecationNotice | Unset
        if isinstance(_deprecation,  Unset):
            deprecation = UNSET
        else:
            deprecation = DeprecationNotice.from_dict(_deprecation)




        bulk_meta = cls(
            requested=requested,
            found=found,
            not_found=not_found,
            gone=gone,
            access_denied=access_denied,
            deprecation=deprecation,
        )


        bulk_meta.additional_properties = d
        return bulk_meta

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
