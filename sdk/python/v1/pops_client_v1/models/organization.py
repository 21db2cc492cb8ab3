from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.organization_api_version import OrganizationApiVersion
from ..models.organization_status import OrganizationStatus
from ..models.organization_tier import OrganizationTier
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="Organization")



@_attrs_define
class Organization:
    """ 
        Attributes:
            id (str): v1 form of a organization id: `org_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            object_ (Literal['organization']):
            name (str):
            tier (OrganizationTier):
            status (OrganizationStatus):
            api_version (OrganizationApiVersion): The version its unprefixed paths get: the current version when it was
                created, then as its administrators set it.
            created_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            legacy_id (str | Unset): v1 form of a organization id: `org_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
     """

    id: str
    object_: Literal['organization']
    name: str
    tier: OrganizationTier
    status: OrganizationStatus
    api_version: OrganizationApiVersion
    created_at: int
    legacy_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        name = self.name

        tier = self.tier.value

        status = self.status.value

        api_version = self.api_version.value

        created_at = self.created_at

        legacy_id = self.legacy_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "name": name,
            "tier": tier,
            "status": status,
            "api_version": api_version,
            "created_at": created_at,
        })
        if legacy_id is not UNSET:
            field_dict["legacy_id"] = legacy_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal['organization'] , d.pop("object"))
        if object_ != 'organization':
            raise ValueError(f"object must match const 'organization', got '{object_}'")

        name = d.pop("name")

        tier = OrganizationTier(d.pop("tier"))




        status = OrganizationStatus(d.pop("status"))




        api_version = OrganizationApiVersion(d.pop("api_version"))




        created_at = d.pop("created_at")

        legacy_id = d.pop("legacy_id", UNSET)

        organization = cls(
            id=id,
            object_=object_,
            name=name,
            tier=tier,
            status=status,
            api_version=api_version,
            created_at=created_at,
            legacy_id=legacy_id,
        )


        organization.additional_properties = d
        return organization

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
