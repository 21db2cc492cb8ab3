//! Enums of names: each variant is written as one fixed name, in JSON, in storage and in query
//! filters alike, so the name table is written once per enum.

/// Declares the enum and gives it `ALL` and `NAMES` (in declaration order), `as_str` and
/// `parse` (`None` for any other text).
macro_rules! named_enum {
    ($(#[$meta:meta])* pub enum $name:ident { $($(#[$doc:meta])* $variant:ident => $text:literal,)+ }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name { $($(#[$doc])* $variant,)+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant,)+];
            pub const NAMES: &'static [&'static str] = &[$($text,)+];

            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text,)+ }
            }

            pub fn parse(text: &str) -> Option<$name> {
                match text { $($text => Some($name::$variant),)+ _ => None }
            }
        }
    };
}
