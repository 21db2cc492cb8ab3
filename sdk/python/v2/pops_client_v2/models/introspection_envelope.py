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
  from ..models.introspection import Introspection
  from ..models.meta import Meta





T = TypeVar("T", bound="IntrospectionEnvelope")



@_attrs_define
class IntrospectionEnvelope:
    """ The introspection in `data`, its members mirrored at the top level for standard libraries.

        Attributes:
            active (bool):
            data (Introspection): RFC 7662 section 2.2. Inactive (unknown, expired, revoked, malformed or another
                organization's): `active` alone. Refresh tokens carry no `token_type`, `iat`, `aud`, `iss` or `jti`.
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
            meta (Meta | Unset): Response metadata. `permissions` on single-resource GETs of sites, assets and schedules;
                `deprecation` while the version is deprecated; bulk fetch adds its counts; `station` on a PATCH of a station
                asset's `power_limit_kw`.
            debug (Debug | Unset): Present when the request carried `X-Debug: true` (success and error bodies alike).
     """

    active: bool
    data: Introspection
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
    meta: Meta | Unset = UNSET
    debug: Debug | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.introspection import Introspection # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        active = self.active

        data = self.data.to_dict()

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

        meta: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meta, Unset):
            meta = self.meta.to_dict()

        debug: dict[str, Any] | Unset = UNSET
        if not isinstance(self.debug, Unset):
            debug = self.debug.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "active": active,
            "data": data,
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
        if meta is not UNSET:
            field_dict["meta"] = meta
        if debug is not UNSET:
            field_dict["debug"] = debug

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.introspection import Introspection # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        active = d.pop("active")

        data = Introspection.from_dict(d.pop("data"))




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




        introspection_envelope = cls(
            active=active,
            data=data,
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
            meta=meta,
            debug=debug,
        )


        introspection_envelope.additional_properties = d
        return introspection_envelope

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
