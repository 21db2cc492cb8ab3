from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="Introspection")



@_attrs_define
class Introspection:
    """ RFC 7662 section 2.2. Inactive (unknown, expired, revoked, malformed or another organization's): `active` alone.
    Refresh tokens carry no `token_type`, `iat`, `aud`, `iss` or `jti`.

        Attributes:
            active (bool):
            scope (str | Unset): Space-separated permissions, when the token is scoped.
            client_id (str | Unset): The client the token was issued to.
            token_type (Literal['Bearer'] | Unset):
            exp (int | Unset): Unix seconds.
            iat (int | Unset): Unix seconds.
            sub (str | Unset): The member (person or service identity) the token speaks for.
            aud (str | Unset):
            iss (str | Unset):
            jti (str | Unset):
            org_id (str | Unset): The organization, as the token names it.
     """

    active: bool
    scope: str | Unset = UNSET
    client_id: str | Unset = UNSET
    token_type: Literal['Bearer'] | Unset = UNSET
    exp: int | Unset = UNSET
    iat: int | Unset = UNSET
    sub: str | Unset = UNSET
    aud: str | Unset = UNSET
    iss: str | Unset = UNSET
    jti: str | Unset = UNSET
    org_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        active = self.active

        scope = self.scope

        client_id = self.client_id

        token_type = self.token_type

        exp = self.exp

        iat = self.iat

        sub = self.sub

        aud = self.aud

        iss = self.iss

        jti = self.jti

        org_id = self.org_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "active": active,
        })
        if scope is not UNSET:
            field_dict["scope"] = scope
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if token_type is not UNSET:
            field_dict["token_type"] = token_type
        if exp is not UNSET:
            field_dict["exp"] = exp
        if iat is not UNSET:
            field_dict["iat"] = iat
        if sub is not UNSET:
            field_dict["sub"] = sub
        if aud is not UNSET:
            field_dict["aud"] = aud
        if iss is not UNSET:
            field_dict["iss"] = iss
        if jti is not UNSET:
            field_dict["jti"] = jti
        if org_id is not UNSET:
            field_dict["org_id"] = org_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active = d.pop("active")

        scope = d.pop("scope", UNSET)

        client_id = d.pop("client_id", UNSET)

        token_type = cast(Literal['Bearer'] | Unset , d.pop("token_type", UNSET))
        if token_type != 'Bearer'and not isinstance(token_type, Unset):
            raise ValueError(f"token_type must match const 'Bearer', got '{token_type}'")

        exp = d.pop("exp", UNSET)

        iat = d.pop("iat", UNSET)

        sub = d.pop("sub", UNSET)

        aud = d.pop("aud", UNSET)

        iss = d.pop("iss", UNSET)

        jti = d.pop("jti", UNSET)

        org_id = d.pop("org_id", UNSET)

        introspection = cls(
            active=active,
            scope=scope,
            client_id=client_id,
            token_type=token_type,
            exp=exp,
            iat=iat,
            sub=sub,
            aud=aud,
            iss=iss,
            jti=jti,
            org_id=org_id,
        )


        introspection.additional_properties = d
        return introspection

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
