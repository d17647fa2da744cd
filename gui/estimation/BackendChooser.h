#pragma once
// Auto / CPU / GPU, the GPU item naming the device (strata::gpuStatus()) or saying why there is
// none (then it cannot be chosen).
#include <QComboBox>

#include "strata/core/Backend.h"

namespace strata::gui {

class BackendChooser : public QComboBox {
    Q_OBJECT
public:
    explicit BackendChooser(QWidget* parent = nullptr);
    Backend backend() const;
    void setBackend(Backend backend);
    // "NVIDIA H100 80GB HBM3 (79.1 GB)" or the reason there is no usable GPU.
    static QString gpuDescription();
};

}  // namespace strata::gui
