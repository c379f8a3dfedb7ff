// ICU's calendar sources, which Foundation's Calendar links in, include <iostream>; with the
// system's libstdc++ (GCC 12) every such file constructs a std::ios_base::Init at start-up, and
// the first one builds the eight standard streams and the classic locale: 0.1M instructions of
// a 2.6M `griddle --help` (a Foundation "hello" links no calendar and runs none of it).
// Nothing in griddle uses those streams: the binary has no reference to std::cout, std::cerr,
// std::clog or std::cin or their wide forms (scripts/check-stream-init.sh checks a release
// build), so its release link sends the constructor and destructor here (-Xlinker --wrap, see
// Package.swift) and they do nothing. A library loaded later (dlopen) keeps its own calls to
// the real ones. (In Swift rather than C: valgrind 3.19 cannot read a second C file's DWARF 5.)

/// Stands in for std::ios_base::Init::Init() in a release build: does nothing.
@_cdecl("__wrap__ZNSt8ios_base4InitC1Ev")
public func skipStandardStreamsInit(_ init: UnsafeMutableRawPointer?) {}

/// Stands in for std::ios_base::Init::~Init() in a release build: does nothing.
@_cdecl("__wrap__ZNSt8ios_base4InitD1Ev")
public func skipStandardStreamsDeinit(_ init: UnsafeMutableRawPointer?) {}
