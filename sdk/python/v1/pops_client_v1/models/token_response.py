from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="TokenResponse")



@_attrs_define
class TokenResponse:
    """ RFC 6749 section 5.1 token response.

        Attributes:
            access_token (str): A JWT (RFC 9068 profile, ES256, `kid` in the header naming a key of /.well-known/jwks.json),
                valid 15 minutes.
            token_type (Literal['Bearer']):
            expires_in (int): Seconds (900).
            scope (str | Unset): Space-separated permissions, when the token is scoped.
            refresh_token (str | Unset): `popsr_…`, authorization_code and refresh_token grants only; single use, 30 days.
     """

    access_token: str
    token_type: Literal['Bearer']
    expires_in: int
    scope: str | Unset = UNSET
    refresh_token: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        token_type = self.token_type

        expires_in = self.expires_in

        scope = self.scope

        refresh_token = self.refresh_token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "access_token": access_token,
            "token_type": token_type,
            "expires_in": expires_in,
        })
        if scope is not UNSET:
            field_dict["scope"] = scope
        if refresh_token is not UNSET:
            field_dict["refresh_token"] = refresh_token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        access_token = d.pop("access_token")

        token_type = cast(Literal['Bearer'] , d.pop("token_type"))
        if token_type != 'Bearer':
            raise ValueError(f"token_type must match const 'Bearer', got '{token_type}'")

        expires_in = d.pop("expires_in")

        scope = d.pop("scope", UNSET)

        refresh_token = d.pop("refresh_token", UNSET)

        token_response = cls(
            access_token=access_token,
            token_type=token_type,
            expires_in=expires_in,
            scope=scope,
            refresh_token=refresh_token,
        )


        token_response.additional_properties = d
        return token_response

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
