// A vector compare's result as one bit per lane: what the scanner tests to find the first byte
// of interest among sixteen.
//
// The portable way (reading the mask as two 64-bit words, or weighting the lanes and adding them)
// costs about seven instructions more per sixteen bytes than the processor's own instruction for
// it (`pmovmskb` on x86-64); the compiler's `Builtin` module reaches that instruction, and turns
// it into the usual sequence on other processors. Measured with callgrind on the validation of
// twitter.json, citm_catalog.json and canada.json: 3.7M, 9.3M and 24.4M instructions with the
// words, 3.5M, 9.1M and 23.7M with this.

internal import Builtin

/// One bit per lane of `mask`, lane 0 in the lowest bit; for the encoder's escaping too.
@inlinable @inline(__always)
package func laneBits(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt16 {
    // A mask's lanes are all ones or all zeros: a lane is set when it is negative.
    let lanes = unsafeBitCast(mask, to: SIMD16<Int8>.self)._storage._value
    let zero = SIMD16<Int8>(repeating: 0)._storage._value
    return UInt16(Builtin.bitcast_Vec16xInt1_Int16(Builtin.cmp_slt_Vec16xInt8(lanes, zero)))
}
