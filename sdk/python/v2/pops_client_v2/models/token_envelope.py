from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.debug import Debug
  from ..models.meta import Meta
  from ..models.token_response import TokenResponse





T = TypeVar("T", bound="TokenEnvelope")



@_attrs_define
class TokenEnvelope:
    """ The token response in `data`, its fields mirrored at the top level for standard OAuth libraries.

        Attributes:
            data (TokenResponse): RFC 6749 section 5.1 token response.
            access_token (str):
            token_type (Literal['Bearer']):
            expires_in (int):
            meta (Meta | Unset): Response metadata. `permissions` on single-resource GETs of sites, assets and schedules;
                `deprecation` while the version is deprecated; bulk fetch adds its counts; `station` on a PATCH of a station
                asset's `power_limit_kw`.
            debug (Debug | Unset): Present when the request carried `X-Debug: true` (success and error bodies alike).
            scope (str | Unset):
            refresh_token (str | Unset):
     """

    data: TokenResponse
    access_token: str
    token_type: Literal['Bearer']
    expires_in: int
    meta: Meta | Unset = UNSET
    debug: Debug | Unset = UNSET
    scope: str | Unset = UNSET
    refresh_token: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.token_response import TokenResponse # noqa: PLC0415
        data = self.data.to_dict()

        access_token = self.access_token

        token_type = self.token_type

        expires_in = self.expires_in

        meta: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meta, Unset):
            meta = self.meta.to_dict()

        debug: dict[str, Any] | Unset = UNSET
        if not isinstance(self.debug, Unset):
            debug = self.debug.to_dict()

        scope = self.scope

        refresh_token = self.refresh_token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "access_token": access_token,
            "token_type": token_type,
            "expires_in": expires_in,
        })
        if meta is not UNSET:
            field_dict["meta"] = meta
        if debug is not UNSET:
            field_dict["debug"] = debug
        if scope is not UNSET:
            field_dict["scope"] = scope
        if refresh_token is not UNSET:
            field_dict["refresh_token"] = refresh_token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.token_response import TokenResponse # noqa: PLC0415
        d = dict(src_dict)
        data = TokenResponse.from_dict(d.pop("data"))




        access_token = d.pop("access_token")

        token_type = cast(Literal['Bearer'] , d.pop("token_type"))
        if token_type != 'Bearer':
            raise ValueError(f"token_type must match const 'Bearer', got '{token_type}'")

        expires_in = d.pop("expires_in")

        _meta = d.pop("meta", UNSET)
        meta: Meta | Unset
        if isinstance(_meta,  Unset):
            meta = UNSET
        else:
            meta = Meta.from_dict(_meta)




        _debug = d.pop("debug", UNSET)
        debug: Debug | Unset
        if isinstance(_debug,  Unset):
            debug = UNSET
        else:
            debug = Debug.from_dict(_debug)




        scope = d.pop("scope", UNSET)

        refresh_token = d.pop("refresh_token", UNSET)

        token_envelope = cls(
            data=data,
            access_token=access_token,
            token_type=token_type,
            expires_in=expires_in,
            meta=meta,
            debug=debug,
            scope=scope,
            refresh_token=refresh_token,
        )


        token_envelope.additional_properties = d
        return token_envelope

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
