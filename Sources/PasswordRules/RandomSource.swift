/// Where ``PasswordGenerator`` gets its randomness: a `RandomNumberGenerator` that says whether it is fit
/// for real passwords.
public protocol RandomSource: RandomNumberGenerator {
  /// True only when the output is unpredictable (a cryptographically secure generator).
  var isCryptographicallySecure: Bool { get }
}

/// The operating system's cryptographically secure generator: `SystemRandomNumberGenerator`, which is
/// `getrandom(2)` (or `/dev/urandom`) on Linux and `arc4random_buf` on Apple platforms. The default.
public struct SystemRandomSource: RandomSource, Sendable {
  private var base = SystemRandomNumberGenerator()

  public init() {}

  public mutating func next() -> UInt64 { base.next() }

  public var isCryptographicallySecure: Bool { true }
}

/// A reproducible generator for tests and examples: xoshiro256** seeded through SplitMix64.
/// Never use it for real passwords: anyone with the seed has every password.
public struct SeededRandomSource: RandomSource, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  public init(seed: UInt64) {
    var s = seed
    func splitMix() -> UInt64 {
      s &+= 0x9E37_79B9_7F4A_7C15
      var z = s
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    // SplitMix64 never yields four zero words in a row, the one state xoshiro cannot leave.
    state = (splitMix(), splitMix(), splitMix(), splitMix())
  }

  public mutating func next() -> UInt64 {
    let result = rotate(state.1 &* 5, 7) &* 9
    let t = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= t
    state.3 = rotate(state.3, 45)
    return result
  }

  public var isCryptographicallySecure: Bool { false }

  private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
