// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// JPEG frames decoded with Debian's libjpeg (libjpeg-turbo). libjpeg reports fatal
// errors through a callback that must not return; it leaves with longjmp into the two
// small phase functions below, whose frames hold only plain C data, so no C++ object is
// ever skipped. The caller's frame owns the decoder and the output array.
#include "jpegdecode.h"

#include <core/error.h>
#include <core/array/index.h>

#include <csetjmp>
#include <cstdio> // jpeglib.h needs FILE
#include <cstring>

#include <jpeglib.h>

namespace ReplayScope::Core {

namespace {

struct ErrorManager {
    jpeg_error_mgr pub;
    std::jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

[[noreturn]] void onFatalError(j_common_ptr info)
{
    auto* err = reinterpret_cast<ErrorManager*>(info->err);
    (*info->err->format_message)(info, err->message);
    std::longjmp(err->jump, 1);
}

// Warnings (for example "Premature end of JPEG file": libjpeg pads a truncated image
// with grey) are not fatal; the frame is still shown.
void onMessage(j_common_ptr, int)
{
}

/// The decompressor and its error manager, destroyed by the caller's frame.
struct Decoder {
    jpeg_decompress_struct info{};
    ErrorManager err{};
    bool created = false;

    ~Decoder()
    {
        if (created)
            jpeg_destroy_decompress(&info);
    }
};

/// Phase 1: header and output geometry. Returns false after a libjpeg error.
bool startDecoding(Decoder& d, const unsigned char* data, unsigned long size)
{
    d.info.err = jpeg_std_error(&d.err.pub);
    d.err.pub.error_exit = onFatalError;
    d.err.pub.emit_message = onMessage;
    if (setjmp(d.err.jump))
        return false;
    jpeg_create_decompress(&d.info);
    d.created = true;
    jpeg_mem_src(&d.info, data, size);
    jpeg_read_header(&d.info, TRUE);
    // Grayscale stays one channel and CMYK four (as Pillow gives them); YCbCr, RGB and
    // the rest become RGB.
    if (d.info.jpeg_color_space == JCS_GRAYSCALE)
        d.info.out_color_space = JCS_GRAYSCALE;
    else if (d.info.jpeg_color_space == JCS_CMYK || d.info.jpeg_color_space == JCS_YCCK)
        d.info.out_color_space = JCS_CMYK;
    else
        d.info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&d.info);
    return true;
}

/// Phase 2: every scanline into out (height * width * channels bytes).
bool readScanlines(Decoder& d, unsigned char* out)
{
    if (setjmp(d.err.jump))
        return false;
    const std::size_t stride = std::size_t(d.info.output_width) * std::size_t(d.info.output_components);
    while (d.info.output_scanline < d.info.output_height) {
        JSAMPROW row = out + std::size_t(d.info.output_scanline) * stride;
        jpeg_read_scanlines(&d.info, &row, 1);
    }
    jpeg_finish_decompress(&d.info);
    return true;
}

/// The encoded bytes of frame k of a column.
std::pair<const std::uint8_t*, std::size_t> frameBytes(const NdArray& frames, std::int64_t k, NdArray& hold,
                                                       const std::string& where)
{
    if (frames.dtype().kind() == DTypeKind::Object) {
        const PyValue item = frames.item(k);
        if (item.kind() == PyValue::Kind::Bytes) {
            hold = NdArray::fromBytes(DType(DTypeKind::UInt8), {std::int64_t(item.asString().size())},
                                      item.asString().data());
        } else if (item.isArray() && item.asArray().dtype().itemSize() == 1 && item.asArray().ndim() == 1) {
            hold = item.asArray().contiguous();
        } else {
            throw FormatError(where, -1,
                              "JPEG frame " + std::to_string(k) + " is a " + item.typeName() + ", not a byte sequence");
        }
    } else {
        if (frames.dtype().itemSize() != 1 || frames.ndim() != 2)
            throw FormatError(where, -1, "JPEG frames must be a 2-d uint8 array or a variable-length dataset");
        hold = frames[Index(k)].contiguous();
    }
    const auto* data = reinterpret_cast<const std::uint8_t*>(hold.size() ? hold.elementPtr(0) : nullptr);
    return {data, std::size_t(hold.size())};
}

} // namespace

bool looksLikeJpeg(const std::uint8_t* data, std::size_t size)
{
    return data && size >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF;
}

NdArray decodeJpeg(const std::uint8_t* data, std::size_t size, const std::string& where)
{
    if (!looksLikeJpeg(data, size))
        throw FormatError(where, -1, "not a JPEG image (no start-of-image marker)");
    Decoder decoder;
    if (!startDecoding(decoder, data, static_cast<unsigned long>(size)))
        throw FormatError(where, -1, std::string("cannot decode the JPEG image: ") + decoder.err.message);
    NdArray out(DType(DTypeKind::UInt8),
                {std::int64_t(decoder.info.output_height), std::int64_t(decoder.info.output_width),
                 std::int64_t(decoder.info.output_components)});
    auto* pixels = out.size() ? reinterpret_cast<unsigned char*>(out.mutableElementPtr(0)) : nullptr;
    if (!pixels || !readScanlines(decoder, pixels))
        throw FormatError(where, -1,
                          std::string("cannot decode the JPEG image: ")
                              + (pixels ? decoder.err.message : "it has no pixels"));
    return out;
}

NdArray decodeJpegFrames(const NdArray& frames, const std::string& where)
{
    if (frames.ndim() < 1)
        throw FormatError(where, -1, "JPEG frames need one row per frame");
    const std::int64_t count = frames.shape().front();
    NdArray out;
    std::size_t frameSize = 0;
    for (std::int64_t k = 0; k < count; ++k) {
        NdArray hold;
        const auto [data, size] = frameBytes(frames, k, hold, where);
        const std::string label = where + " frame " + std::to_string(k);
        const NdArray image = decodeJpeg(data, size, label);
        if (k == 0) {
            Shape shape{count};
            shape.insert(shape.end(), image.shape().begin(), image.shape().end());
            out = NdArray(DType(DTypeKind::UInt8), shape);
            frameSize = std::size_t(image.nbytes());
        } else if (Shape(out.shape().begin() + 1, out.shape().end()) != image.shape()) {
            throw FormatError(where, -1, "JPEG frame " + std::to_string(k) + " differs in size from frame 0");
        }
        if (frameSize)
            std::memcpy(out.mutableElementPtr(k * std::int64_t(frameSize)), image.elementPtr(0), frameSize);
    }
    if (count == 0)
        out = NdArray(DType(DTypeKind::UInt8), {0});
    return out;
}

} // namespace ReplayScope::Core
