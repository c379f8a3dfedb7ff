// SHA-256 (FIPS 180-4): portable C, and the x86-64 SHA extensions when the processor has them
// (chosen once at run time). See include/csha256.h.
#include "csha256.h"

#include <string.h>

static const uint32_t K[64] = {
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

/// Hashes `blocks` 64-byte blocks into `state`, one round at a time.
static void compress_portable(uint32_t state[8], const uint8_t *data, size_t blocks) {
  uint32_t w[64];
  while (blocks--) {
    for (int t = 0; t < 16; t++) {
      w[t] = (uint32_t)data[4 * t] << 24 | (uint32_t)data[4 * t + 1] << 16
        | (uint32_t)data[4 * t + 2] << 8 | (uint32_t)data[4 * t + 3];
    }
    for (int t = 16; t < 64; t++) {
      uint32_t s0 = ROTR(w[t - 15], 7) ^ ROTR(w[t - 15], 18) ^ (w[t - 15] >> 3);
      uint32_t s1 = ROTR(w[t - 2], 17) ^ ROTR(w[t - 2], 19) ^ (w[t - 2] >> 10);
      w[t] = w[t - 16] + s0 + w[t - 7] + s1;
    }
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
    for (int t = 0; t < 64; t++) {
      uint32_t t1 = h + (ROTR(e, 6) ^ ROTR(e, 11) ^ ROTR(e, 25)) + ((e & f) ^ (~e & g)) + K[t]
        + w[t];
      uint32_t t2 = (ROTR(a, 2) ^ ROTR(a, 13) ^ ROTR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      h = g;
      g = f;
      f = e;
      e = d + t1;
      d = c;
      c = b;
      b = a;
      a = t1 + t2;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
    data += 64;
  }
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>
#define GRIDDLE_SHA_EXTENSIONS 1

/// The same compression with SHA-NI: two rounds per sha256rnds2, the message schedule by
/// sha256msg1/sha256msg2, four words per 128-bit register.
__attribute__((target("sha,sse4.1,ssse3")))
static void compress_extensions(uint32_t state[8], const uint8_t *data, size_t blocks) {
  const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
  __m128i tmp = _mm_loadu_si128((const __m128i *)&state[0]);
  __m128i state1 = _mm_loadu_si128((const __m128i *)&state[4]);
  tmp = _mm_shuffle_epi32(tmp, 0xB1);             // CDAB
  state1 = _mm_shuffle_epi32(state1, 0x1B);       // EFGH
  __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);  // ABEF
  state1 = _mm_blend_epi16(state1, tmp, 0xF0);    // CDGH
  while (blocks--) {
    const __m128i abefSaved = state0;
    const __m128i cdghSaved = state1;
    __m128i w[4];
    for (int i = 0; i < 16; i++) {
      if (i < 4) {
        w[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * i)), byteSwap);
      } else {
        // Words 4i…4i+3 from the four groups before: w[i-4] + σ0(w[i-3]) + w[i-1…i-2] + σ1.
        __m128i next = _mm_sha256msg1_epu32(w[i & 3], w[(i + 1) & 3]);
        next = _mm_add_epi32(next, _mm_alignr_epi8(w[(i + 3) & 3], w[(i + 2) & 3], 4));
        w[i & 3] = _mm_sha256msg2_epu32(next, w[(i + 3) & 3]);
      }
      __m128i message = _mm_add_epi32(w[i & 3], _mm_loadu_si128((const __m128i *)&K[4 * i]));
      state1 = _mm_sha256rnds2_epu32(state1, state0, message);
      message = _mm_shuffle_epi32(message, 0x0E);
      state0 = _mm_sha256rnds2_epu32(state0, state1, message);
    }
    state0 = _mm_add_epi32(state0, abefSaved);
    state1 = _mm_add_epi32(state1, cdghSaved);
    data += 64;
  }
  tmp = _mm_shuffle_epi32(state0, 0x1B);          // FEBA
  state1 = _mm_shuffle_epi32(state1, 0xB1);       // DCHG
  state0 = _mm_blend_epi16(tmp, state1, 0xF0);    // DCBA
  state1 = _mm_alignr_epi8(state1, tmp, 8);       // ABEF
  _mm_storeu_si128((__m128i *)&state[0], state0);
  _mm_storeu_si128((__m128i *)&state[4], state1);
}

/// Whether the processor has the SHA extensions and the SSE levels they are used with.
static int processor_has_extensions(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
  int sse = (c & (1u << 9)) && (c & (1u << 19));  // SSSE3, SSE4.1
  if (!sse || __get_cpuid_max(0, 0) < 7) return 0;
  __cpuid_count(7, 0, a, b, c, d);
  return (b & (1u << 29)) != 0;  // SHA
}
#endif

/// -1 until decided, then 0 (portable) or 1 (extensions).
static int useExtensions = -1;
static int forcedPortable = 0;

int griddle_sha256_uses_extensions(void) {
#ifdef GRIDDLE_SHA_EXTENSIONS
  if (forcedPortable) return 0;
  // A benign race: every thread computes the same answer.
  if (useExtensions < 0) useExtensions = processor_has_extensions();
  return useExtensions;
#else
  return 0;
#endif
}

void griddle_sha256_force_portable(int portable) { forcedPortable = portable != 0; }

static void compress(uint32_t state[8], const uint8_t *data, size_t blocks) {
#ifdef GRIDDLE_SHA_EXTENSIONS
  if (griddle_sha256_uses_extensions()) {
    compress_extensions(state, data, blocks);
    return;
  }
#endif
  compress_portable(state, data, blocks);
}

void griddle_sha256_init(griddle_sha256_context *context) {
  static const uint32_t initial[8] = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  };
  memcpy(context->state, initial, sizeof initial);
  context->length = 0;
  context->buffered = 0;
}

void griddle_sha256_update(griddle_sha256_context *context, const void *bytes, size_t count) {
  const uint8_t *data = bytes;
  context->length += count;
  if (context->buffered > 0) {
    size_t take = 64 - context->buffered;
    if (take > count) take = count;
    memcpy(context->buffer + context->buffered, data, take);
    context->buffered += (uint32_t)take;
    data += take;
    count -= take;
    if (context->buffered < 64) return;
    compress(context->state, context->buffer, 1);
    context->buffered = 0;
  }
  if (count >= 64) {
    compress(context->state, data, count / 64);
    data += count - count % 64;
    count %= 64;
  }
  memcpy(context->buffer, data, count);
  context->buffered = (uint32_t)count;
}

void griddle_sha256_final(griddle_sha256_context *context, uint8_t digest[32]) {
  uint64_t bits = context->length * 8;
  uint8_t padding[72] = {0x80};
  size_t padLength = (context->buffered < 56 ? 56 : 120) - context->buffered;
  for (int i = 0; i < 8; i++) padding[padLength + i] = (uint8_t)(bits >> (56 - 8 * i));
  // The length was counted already; only the bytes matter here.
  uint64_t length = context->length;
  griddle_sha256_update(context, padding, padLength + 8);
  context->length = length;
  for (int i = 0; i < 8; i++) {
    digest[4 * i] = (uint8_t)(context->state[i] >> 24);
    digest[4 * i + 1] = (uint8_t)(context->state[i] >> 16);
    digest[4 * i + 2] = (uint8_t)(context->state[i] >> 8);
    digest[4 * i + 3] = (uint8_t)context->state[i];
  }
}
