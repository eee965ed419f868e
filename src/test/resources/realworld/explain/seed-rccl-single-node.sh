#!/bin/bash
# The RCCL seed (/work/shared/seeds/rccl-multi-gpu-setup.zh.txt), its launch template for one node with
# 4 AMD GPUs, verbatim.

# 基础环境配置
export MASTER_ADDR=localhost
export MASTER_PORT=29500
export WORLD_SIZE=4
export NCCL_TIMEOUT=3600
export NCCL_BUFFSIZE=4194304
export HIP_VISIBLE_DEVICES=0,1,2,3

# 启动分布式训练
torchrun --nproc_per_node=4 \
    src/train.py \
    --model_name_or_path meta-llama/Llama-3-8B \
    --do_train \
    --dataset alpaca_en_demo \
    --finetuning_type lora \
    --output_dir ./saves/llama3-8b/lora \
    --per_device_train_batch_size 4 \
    --gradient_accumulation_steps 4 \
    --learning_rate 1e-4 \
    --num_train_epochs 3.0 \
    --fp16
